// Dated, sourced GPU price presets: complete, agreeing with the catalog, applied or refused whole.
#include "core/catalog/catalog.h"
#include "core/pricepresets.h"
#include "core/scenario.h"
#include "tests/testutil/clirun.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <set>

using namespace tf::core;

class TestPricePresets : public QObject
{
    Q_OBJECT

private slots:
    void everyPriceHasItsDateAndSource()
    {
        const QRegularExpression date(QStringLiteral("^20\\d\\d-\\d\\d(-\\d\\d)?(/\\d\\d)?$"));
        std::set<std::string> ids;
        QVERIFY(pricePresets().size() >= 6);
        for (const PricePreset& p : pricePresets()) {
            QVERIFY2(ids.insert(p.id).second, p.id.c_str());
            QVERIFY2(date.match(QString::fromStdString(p.asOf)).hasMatch(), p.id.c_str());
            QVERIFY(!p.prices.empty());
            for (const auto& [hardwareId, price] : p.prices) {
                QVERIFY2(Catalog::builtIn().findHardware(hardwareId), hardwareId.c_str());
                QVERIFY(price.usdPerGpuHour > 0);
                QVERIFY2(date.match(QString::fromStdString(price.asOf)).hasMatch(), price.asOf.c_str());
                QVERIFY(price.source.size() > 10);
            }
        }
    }

    // The catalog's default price is the August 2025 hyperscaler owning cost: both say the same.
    void catalogDefaultIsTheAugust2025HyperscalerTier()
    {
        const PricePreset* preset = findPricePreset("inferencex-hyperscaler-2025-08");
        QVERIFY(preset);
        for (const auto& [hardwareId, price] : preset->prices)
            QCOMPARE(Catalog::builtIn().findHardware(hardwareId)->ownedUsdPerGpuHour, price.usdPerGpuHour);
        QCOMPARE(presetMatching("h200", 1.41), preset);
        QCOMPARE(presetMatching("h200", 1.42), nullptr);
    }

    // `eval --pricing owned` read a $35,000 H200 and `eval --hardware h200 --pricing owned` the
    // catalog's $35,750: the built-in scenarios carried figures of their own. Their capex and
    // power are the catalog's; their prices are the cost-per-token article's ($1.41, $2.65).
    void builtInScenariosUseTheCatalogsFigures()
    {
        for (const ScenarioInputs& in : {defaultHopperScenario(), defaultBlackwellScenario()}) {
            const Hardware* hw = Catalog::builtIn().findHardware(in.hardwareId);
            QVERIFY(hw);
            QCOMPARE(in.capexPerGpuUsd, hw->capexUsdPerGpu);
            QCOMPARE(in.allInKwPerGpu, hw->allInKwPerGpu);
            QVERIFY2(std::abs(in.pricePerGpuHourUsd / hw->ownedUsdPerGpuHour - 1) < 0.01, hw->id.c_str());
        }
    }

    void applyingSetsThePriceOrChangesNothing()
    {
        ScenarioInputs in = defaultHopperScenario();
        QVERIFY(applyPricePreset(in, *findPricePreset("inferencex-hyperscaler-2026-07"), Catalog::builtIn()).ok());
        QCOMPARE(in.pricePerGpuHourUsd, 1.22);
        in.hardwareId = "mi300x";
        const ScenarioInputs before = in;
        const Status refused = applyPricePreset(in, *findPricePreset("inferencex-rental-2026-09"), Catalog::builtIn());
        QVERIFY(!refused.ok());
        QVERIFY(QString::fromStdString(refused.error()).contains(QStringLiteral("no price for AMD Instinct MI300X")));
        QVERIFY(in == before);
    }

    void cliTakesAPresetByItsId()
    {
        const tf::test::Run run =
            tf::test::cli(tf::test::words("eval --price-preset inferencex-neocloud-2026-07 --json"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("1.59"));
        const tf::test::Run unknown = tf::test::cli(tf::test::words("eval --price-preset cheapest"));
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("inferencex-hyperscaler-2025-08"));
    }
};

QTEST_GUILESS_MAIN(TestPricePresets)
#include "test_pricepresets.moc"
