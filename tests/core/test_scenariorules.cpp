// The rules behind what a scenario may be, each in one place in core: which math a precision runs
// at on a GPU, which frameworks run on which hardware, what a change of hardware resets.
#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/precisionsupport.h"
#include "core/scenario.h"
#include "core/scenarioname.h"
#include "tests/testutil/clirun.h"

#include <QTest>

#include <cmath>

using namespace tf::core;

namespace {
const Catalog& catalog()
{
    return Catalog::builtIn();
}
} // namespace

class TestScenarioRules : public QObject
{
    Q_OBJECT

private slots:
    void mathPrecision_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("math");
        QTest::newRow("native FP8 on Hopper") << "h200"
                                              << "deepseek-r1"
                                              << "fp8"
                                              << "fp8";
        // No FP4 tensor cores on Hopper: W4A16 kernels (Marlin) dequantise and multiply in BF16.
        QTest::newRow("FP4 on Hopper is W4A16, BF16 math") << "h200"
                                                           << "deepseek-r1"
                                                           << "fp4"
                                                           << "bf16";
        QTest::newRow("NVFP4 on Blackwell is FP4 math") << "b200"
                                                        << "deepseek-r1"
                                                        << "fp4"
                                                        << "fp4";
        // gpt-oss ships MXFP4 weights with 8-bit activations on FP4 hardware (W4A8).
        QTest::newRow("MXFP4 checkpoint on Blackwell is FP8 math") << "b200"
                                                                   << "gpt-oss-120b"
                                                                   << "fp4"
                                                                   << "fp8";
        QTest::newRow("BF16 is BF16 everywhere") << "mi355x"
                                                 << "llama-3.3-70b"
                                                 << "bf16"
                                                 << "bf16";
    }
    void mathPrecision()
    {
        QFETCH(QString, hardware);
        QFETCH(QString, model);
        QFETCH(QString, weights);
        QFETCH(QString, math);
        const Hardware* hw = catalog().findHardware(hardware.toStdString());
        const LlmModel* m = catalog().findModel(model.toStdString());
        QVERIFY(hw && m);
        const PrecisionSupport support = precisionSupport(*hw, *m, *parsePrecision(weights.toStdString()));
        QCOMPARE(QString::fromLatin1(precisionId(support.math).data()), math);
        QCOMPARE(support.weightOnly(), weights != math);
    }

    // The status bar, the precision buttons and FLOPS per $ all read the model's own math precision.
    void flopsPerDollarFollowsTheModelsMath()
    {
        ScenarioInputs in = defaultHopperScenario();
        in.precision = Precision::FP4;
        auto e = evaluateScenario(in, catalog());
        QVERIFY2(e.ok(), e.ok() ? "" : e.error().c_str());
        // H200 BF16 dense 989 TFLOPS at $1.41/GPU-h: 0.989 / 1.41 PFLOPS per $/GPU-h.
        QVERIFY(std::abs(e->petaflopsPerDollarHour - 0.989 / 1.41) < 1e-9);
        const Warning* weightOnly = findWarning(e->warnings, WarningKind::WeightOnlyPrecision);
        QVERIFY(weightOnly);
        QCOMPARE(weightOnly->text(2), std::string("BF16")); // the precision the math runs at
    }

    // Owned: FLOPS per $ divides by the $/GPU-hour the build-up gives, not the greyed rental field.
    void flopsPerDollarUsesTheOwnedBuildUp()
    {
        ScenarioInputs in = defaultHopperScenario();
        in.pricing = PricingMode::Owned;
        in.pricePerGpuHourUsd = 99;
        auto e = evaluateScenario(in, catalog());
        QVERIFY(e.ok());
        QVERIFY(std::abs(e->petaflopsPerDollarHour - 1.979 / e->cost.totalUsd) < 1e-9);
    }

    void frameworksRunOnTheirVendorsOnly_data()
    {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<bool>("runs");
        QTest::newRow("TensorRT-LLM on H200") << "trtllm"
                                              << "h200" << true;
        QTest::newRow("TensorRT-LLM on MI355X") << "trtllm"
                                                << "mi355x" << false;
        QTest::newRow("SGLang on MI355X") << "sglang"
                                          << "mi355x" << true;
        QTest::newRow("vLLM on MI300X") << "vllm"
                                        << "mi300x" << true;
    }
    void frameworksRunOnTheirVendorsOnly()
    {
        QFETCH(QString, framework);
        QFETCH(QString, hardware);
        QFETCH(bool, runs);
        const Framework* fw = catalog().findFramework(framework.toStdString());
        const Hardware* hw = catalog().findHardware(hardware.toStdString());
        QVERIFY(fw && hw);
        QCOMPARE(frameworkRunsOn(*fw, *hw), runs);
        ScenarioInputs in = defaultHopperScenario();
        in.frameworkId = fw->id;
        in.hardwareId = hw->id;
        in.tensorParallel = in.prefillTensorParallel = 8;
        const Status valid = validateInputs(in, catalog());
        QCOMPARE(valid.ok(), runs);
        if (!runs)
            QVERIFY(valid.error().find("does not run on") != std::string::npos);
    }

    void hardwareChangeReplacesAFrameworkThatCannotRun()
    {
        ScenarioInputs in = defaultHopperScenario();
        in.frameworkId = "trtllm";
        in.hardwareId = "mi355x";
        const HardwareDefaults applied = applyHardwareDefaults(in, catalog());
        QCOMPARE(applied.replacedFrameworkId, std::string("trtllm"));
        QVERIFY(in.frameworkId != "trtllm");
        QVERIFY(frameworkRunsOn(*catalog().findFramework(in.frameworkId), *catalog().findHardware("mi355x")));
        QVERIFY(applied.priceFromCatalog);
        QCOMPARE(in.pricePerGpuHourUsd, catalog().findHardware("mi355x")->ownedUsdPerGpuHour);
        QVERIFY(validateInputs(in, catalog()).ok());
    }

    // MI455X has no catalog price: the previous price stays and the caller is told so.
    void hardwareWithoutAPriceSaysSo()
    {
        const Hardware* mi455x = catalog().findHardware("mi455x");
        QVERIFY(mi455x);
        QCOMPARE(int(catalogPrice(*mi455x).basis), int(CatalogPrice::Basis::None));
        ScenarioInputs in = defaultHopperScenario();
        in.hardwareId = "mi455x";
        const HardwareDefaults applied = applyHardwareDefaults(in, catalog());
        QVERIFY(!applied.priceFromCatalog);
        QCOMPARE(in.pricePerGpuHourUsd, 1.41);
    }

    void namesFollowTheConfiguration_data()
    {
        QTest::addColumn<QString>("current");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("expected");
        QTest::newRow("precision follows") << "H200 FP8"
                                           << "h200"
                                           << "deepseek-r1"
                                           << "fp4"
                                           << "H200 FP4";
        QTest::newRow("hardware follows") << "H200 FP8"
                                          << "mi355x"
                                          << "deepseek-r1"
                                          << "fp8"
                                          << "MI355X FP8";
        QTest::newRow("rack names lose their remarks") << "H200 FP8"
                                                       << "gb300-nvl72"
                                                       << "deepseek-r1"
                                                       << "fp8"
                                                       << "GB300 NVL72 FP8";
        QTest::newRow("the model joins once it changes") << "H200 FP8"
                                                         << "h200"
                                                         << "qwen3-235b-a22b"
                                                         << "fp8"
                                                         << "H200 FP8 Qwen3-235B-A22B";
        QTest::newRow("a uniqueness suffix still follows") << "H200 FP8 (2)"
                                                           << "h200"
                                                           << "deepseek-r1"
                                                           << "bf16"
                                                           << "H200 BF16";
        QTest::newRow("the user's own name stays") << "Board case"
                                                   << "mi355x"
                                                   << "qwen3-32b"
                                                   << "fp4"
                                                   << "Board case";
    }
    void namesFollowTheConfiguration()
    {
        QFETCH(QString, current);
        QFETCH(QString, hardware);
        QFETCH(QString, model);
        QFETCH(QString, precision);
        QFETCH(QString, expected);
        const ScenarioInputs before = defaultHopperScenario();
        ScenarioInputs after = before;
        after.hardwareId = hardware.toStdString();
        after.modelId = model.toStdString();
        after.precision = *parsePrecision(precision.toStdString());
        const std::string name = followingName(current.toStdString(), before, after, catalog());
        QCOMPARE(QString::fromStdString(name), expected);
    }

    void powerBelowTheBoardIsFlagged()
    {
        ScenarioInputs in = defaultHopperScenario();
        in.allInKwPerGpu = 0.5; // the H200 board alone draws up to 0.7 kW
        auto e = evaluateScenario(in, catalog());
        QVERIFY(e.ok());
        const Warning* below = findWarning(e->warnings, WarningKind::PowerBelowBoard);
        QVERIFY(below);
        QCOMPARE(below->number(0), 0.5);
        QCOMPARE(below->number(1), 0.7); // the H200 board's TDP in kW
        in.allInKwPerGpu = 1.73;
        QVERIFY(!allInPowerBelowBoard(in, *catalog().findHardware("h200")));
    }

    void catalogPriceNamesItsFigure()
    {
        const Hardware* h200 = catalog().findHardware("h200");
        const CatalogPrice price = catalogPrice(*h200);
        QCOMPARE(int(price.basis), int(CatalogPrice::Basis::OwnedTco));
        QCOMPARE(price.usdPerGpuHour, 1.41); // the cost-per-token article's H200 figure
        QVERIFY(h200->sources.count(price.sourceKey) == 1);
    }
    // One table describes every numeric input; each entry must be complete and self-consistent,
    // because the panel, the CLI and validation are all built from it.
    void everyInputFieldIsDescribedOnce()
    {
        for (const InputFieldInfo& info : numericInputFields()) {
            const QByteArray key(info.key);
            QVERIFY2(findInputField(info.key) == &info, key);
            QVERIFY2(info.label[0] != '\0' && info.explanation[0] != '\0', key);
            QVERIFY2(info.minValue <= info.typicalMin && info.typicalMin < info.typicalMax &&
                         info.typicalMax <= info.maxValue,
                     key);
            QVERIFY2(!info.integer || info.decimals == 0, key);
            QVERIFY2(checkInputValue(info, info.typicalMin).ok() && checkInputValue(info, info.typicalMax).ok(), key);
        }
        QVERIFY(findInputField("no_such_input") == nullptr);
    }

    void inputValuesAreCheckedByOneRule_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("below the range") << "isl" << 0.0
                                         << "Input tokens (ISL) = 0 is outside its range 1 .. 1048576 tokens";
        QTest::newRow("above the range") << "price_per_gpu_hour" << 5000.0
                                         << "GPU price = 5000 is outside its range 0.01 .. 1000 $/GPU-h";
        QTest::newRow("not a whole number")
            << "batch" << 8.5 << "Batch (concurrent sequences) must be a whole number, got 8.5";
        QTest::newRow("not finite") << "pue" << qInf() << "PUE = inf is outside its range 1 .. 3";
        QTest::newRow("fine") << "utilisation_percent" << 55.0 << "";
    }
    void inputValuesAreCheckedByOneRule()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, message);
        const InputFieldInfo* info = findInputField(key.toStdString());
        QVERIFY(info);
        const Status checked = checkInputValue(*info, value);
        QCOMPARE(QString::fromStdString(checked.ok() ? std::string() : checked.error()), message);
        // Validation of a whole scenario gives the same answer for the same value.
        ScenarioInputs in = defaultHopperScenario();
        if (info->integer && value != std::floor(value))
            return; // an int member cannot hold 8.5: only the flag and the field can be handed one
        setNumericInput(in, key.toStdString(), value);
        const Status validated = validateInputs(in, catalog());
        QCOMPARE(QString::fromStdString(validated.ok() ? std::string() : validated.error()), message);
    }

    // The CLI's flags, their help and their refusals come from the same table as the panel's fields.
    void cliFlagsComeFromTheFieldTable()
    {
        const tf::test::Run help = tf::test::cli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const InputFieldInfo& info : numericInputFields()) {
            const QString flag =
                QStringLiteral("--") + QString::fromLatin1(info.key).replace(QLatin1Char('_'), QLatin1Char('-'));
            QVERIFY2(help.out.contains(flag.toUtf8() + ' '), qPrintable(flag));
            QVERIFY2(help.out.contains(QByteArray(info.label)), info.label);
            const double tooLarge = info.maxValue * 2 + 1;
            const tf::test::Run refused =
                tf::test::cli({QStringLiteral("eval"), flag, QString::number(tooLarge, 'g', 10)});
            QCOMPARE(refused.exitCode, 2);
            const std::string expected = flag.toStdString() + ": " + checkInputValue(info, tooLarge).error();
            QVERIFY2(refused.err.contains(QByteArray::fromStdString(expected)), refused.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestScenarioRules)
#include "test_scenariorules.moc"
