// Comparing at a service level: the configuration chosen at equal interactivity and under SLOs,
// goodput, unreachable targets, and the compare/eval verbs of the CLI.
#include "core/catalog/catalog.h"
#include "core/servicecomparison.h"
#include "core/servicelevel.h"
#include "core/sweep.h"
#include "tests/testutil/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace tf::core;

using tf::test::cli;
using tf::test::Run;
using tf::test::words;

namespace {

const Catalog& catalog()
{
    return Catalog::builtIn();
}

ServiceLevel equalAt(double target)
{
    ServiceLevel level;
    level.mode = ServiceLevelMode::EqualInteractivity;
    level.targetTokSPerUser = target;
    return level;
}

ScenarioInputs scenarioNamed(const QString& name)
{
    if (name == QLatin1String("h200"))
        return defaultHopperScenario();
    if (name == QLatin1String("gb300"))
        return defaultBlackwellScenario();
    ScenarioInputs s;
    if (name == QLatin1String("b200-llama70b")) {
        s.hardwareId = "b200";
        s.modelId = "llama-3.3-70b";
        s.expertParallel = 1;
        applyHardwareDefaults(s, catalog());
    } else if (name == QLatin1String("h100-gptoss")) {
        s.hardwareId = "h100";
        s.modelId = "gpt-oss-120b";
        applyHardwareDefaults(s, catalog());
    }
    return s;
}

} // namespace

class TestServiceLevel : public QObject
{
    Q_OBJECT

private slots:
    void equalInteractivityOnFrontier_data();
    void equalInteractivityOnFrontier();
    void widerSearchNeverWorse();
    void unreachableTargetIsFlagged();
    void capacityLimitedTargetIsFlagged();
    void wholeBatchesAboveTargetAreNotCalledTheLargest();
    void bestUnderSlo_data();
    void bestUnderSlo();
    void sloUnreachable();
    void goodputCountsOnlyPointsMeetingEverySlo();
    void operatingPointKeepsInputs();
    void badLevels_data();
    void badLevels();
    void levelJsonRoundTrip();
    void comparisonRatiosAndReference();
    void articleRatiosOnlyBesideTheArticlesReading();
    void cliCompareAt50();
    void cliCompareWorkbookAndSlo();
    void cliEvalAtTarget();
    void cliSweepSearchesServing();
    void cliBadTargetsExitTwo_data();
    void cliBadTargetsExitTwo();
};

void TestServiceLevel::equalInteractivityOnFrontier_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("target");
    // 50 tok/s/user: the interactive-tier boundary the default workbook compares at; 20 and 80
    // bracket it (balanced tier, and between two whole batches of an H200, batch 7 and 8).
    const QStringList scenarios = {QStringLiteral("h200"), QStringLiteral("gb300"), QStringLiteral("b200-llama70b"),
                                   QStringLiteral("h100-gptoss")};
    for (const QString& s : scenarios) {
        for (double target : {20.0, 50.0, 80.0}) {
            const QByteArray tag = QStringLiteral("%1 at %2").arg(s).arg(target).toUtf8();
            QTest::newRow(tag.constData()) << s << target;
        }
    }
}

void TestServiceLevel::equalInteractivityOnFrontier()
{
    QFETCH(QString, scenario);
    QFETCH(double, target);
    const ScenarioInputs inputs = scenarioNamed(scenario);
    auto choice = chooseConfiguration(inputs, catalog(), equalAt(target));
    QVERIFY2(choice.ok(), choice.ok() ? "" : choice.error().c_str());
    QVERIFY(choice->reached);
    const OperatingPoint& op = choice->evaluation.point.op;
    QVERIFY(op.fits);
    QVERIFY2(op.tokSPerUser >= target, qPrintable(QString::number(op.tokSPerUser)));
    if (!choice->aboveTarget)
        QVERIFY2(op.tokSPerUser <= target * 1.02, qPrintable(QString::number(op.tokSPerUser)));
    // The plain sweep (batch x TP x EP at the scenario's own speculative depth and serving mode),
    // read at the target, independently of the search. 200 batch values per configuration: with
    // the default 40 the straight line between two frontier points of a large-memory system
    // (GB300 batches up to ~10,000) can sit 8% under the curve.
    SweepOptions fine;
    fine.maxBatchPoints = 200;
    auto sweep = sweepScenario(inputs, catalog(), fine);
    QVERIFY(sweep.ok());
    // Batches are whole: when no batch lands within 2% of the target (aboveTarget), the chosen
    // point is compared with the frontier at its own interactivity, the nearest one reachable.
    const double frontier = frontierTokSPerGpuAt(*sweep, choice->aboveTarget ? op.tokSPerUser : target);
    QVERIFY(frontier > 0);
    QVERIFY2(std::abs(op.tokSPerGpuTotal / frontier - 1) <= 0.03,
             qPrintable(QStringLiteral("%1 vs frontier %2").arg(op.tokSPerGpuTotal).arg(frontier)));
    // No swept point that meets the target has more throughput than the chosen one.
    for (const PointMetrics& p : sweep->points) {
        if (p.op.tokSPerUser >= target)
            QVERIFY(p.op.tokSPerGpuTotal <= op.tokSPerGpuTotal * (1 + 1e-9));
    }
    // The chosen inputs are the configuration: evaluating them again gives the same point.
    auto again = evaluateScenario(choice->inputs, catalog());
    QVERIFY(again.ok());
    QCOMPARE(again->point.op.tokSPerGpuTotal, op.tokSPerGpuTotal);
    QCOMPARE(choice->goodputTokSPerGpu, op.tokSPerGpuTotal);
}

void TestServiceLevel::widerSearchNeverWorse()
{
    ConfigSearchOptions wide;
    wide.searchServing = true;
    wide.searchSpeculative = true;
    for (const ScenarioInputs& inputs : {defaultHopperScenario(), defaultBlackwellScenario()}) {
        auto own = chooseConfiguration(inputs, catalog(), equalAt(50));
        auto all = chooseConfiguration(inputs, catalog(), equalAt(50), wide);
        QVERIFY(own.ok() && all.ok());
        QVERIFY(all->configurations > own->configurations);
        QVERIFY(all->evaluation.point.op.tokSPerGpuTotal >= own->evaluation.point.op.tokSPerGpuTotal);
        QVERIFY(all->evaluation.point.op.tokSPerUser >= 50);
    }
}

void TestServiceLevel::unreachableTargetIsFlagged()
{
    const ScenarioInputs inputs = defaultHopperScenario();
    auto choice = chooseConfiguration(inputs, catalog(), equalAt(5000));
    QVERIFY(choice.ok());
    QVERIFY(!choice->reached);
    QCOMPARE(choice->goodputTokSPerGpu, 0.0);
    QCOMPARE(choice->frontierTokSPerGpuAtTarget, 0.0);
    // How close it gets: the fastest point of the sweep (batch 1 at the best TP/EP).
    auto sweep = sweepScenario(inputs, catalog());
    double fastest = 0;
    for (const PointMetrics& p : sweep->points)
        fastest = std::max(fastest, p.op.tokSPerUser);
    QVERIFY(fastest > 0 && fastest < 5000);
    QCOMPARE(choice->closestTokSPerUser, fastest);
    QCOMPARE(choice->evaluation.point.op.tokSPerUser, fastest);
}

void TestServiceLevel::capacityLimitedTargetIsFlagged()
{
    // Llama 3.1 8B on one H200: even the largest batch that fits (826) runs far above 2 tok/s/user,
    // so the choice is that batch, reached, and marked as above the target rather than "at" it.
    ScenarioInputs inputs = defaultHopperScenario();
    inputs.modelId = "llama-3.1-8b";
    inputs.expertParallel = 1;
    auto choice = chooseConfiguration(inputs, catalog(), equalAt(2));
    QVERIFY(choice.ok());
    QVERIFY(choice->reached);
    QVERIFY(choice->aboveTarget);
    QVERIFY(choice->largestBatchAboveTarget);
    const OperatingPoint& op = choice->evaluation.point.op;
    QCOMPARE(op.batch, op.maxBatch);
    QVERIFY(op.tokSPerUser > 2 * 1.02);
    auto normal = chooseConfiguration(inputs, catalog(), equalAt(op.tokSPerUser * 1.5));
    QVERIFY(normal.ok() && normal->reached && !normal->aboveTarget);
}

// DeepSeek-R1 at 50 tok/s/user on B200 read "the largest batch that fits still runs above the
// target" at batch 14 of 976: batch 15 ran at 49.6. Above the target because batches are whole is
// not above it at the largest batch.
void TestServiceLevel::wholeBatchesAboveTargetAreNotCalledTheLargest()
{
    const ScenarioInputs inputs = defaultHopperScenario();
    int found = 0;
    for (double target = 40; target <= 60; target += 0.5) {
        auto choice = chooseConfiguration(inputs, catalog(), equalAt(target));
        QVERIFY(choice.ok() && choice->reached);
        if (!choice->aboveTarget)
            continue;
        const OperatingPoint& op = choice->evaluation.point.op;
        QCOMPARE(choice->largestBatchAboveTarget, op.batch >= op.maxBatch);
        if (choice->largestBatchAboveTarget)
            continue;
        ++found;
        ScenarioInputs oneMore = choice->inputs;
        oneMore.batch = op.batch + 1;
        auto next = evaluateScenario(oneMore, catalog());
        QVERIFY(next.ok());
        QVERIFY2(next->point.op.tokSPerUser < target, qPrintable(QStringLiteral("batch %1 at %2 for target %3")
                                                                     .arg(oneMore.batch)
                                                                     .arg(next->point.op.tokSPerUser)
                                                                     .arg(target)));
    }
    QVERIFY2(found > 0, "no target between 40 and 60 tok/s/user falls between two whole batches");
}

void TestServiceLevel::bestUnderSlo_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("ttftMs");
    QTest::addColumn<double>("tokSPerUser");
    QTest::addColumn<double>("tpotMs");
    // "At 50 tok/s per user and TTFT under 2 s": the analyst's question.
    QTest::newRow("h200 2 s + 50") << "h200" << 2000.0 << 50.0 << 0.0;
    QTest::newRow("gb300 2 s + 50") << "gb300" << 2000.0 << 50.0 << 0.0;
    QTest::newRow("h200 TTFT only") << "h200" << 1000.0 << 0.0 << 0.0;
    QTest::newRow("gb300 TPOT 25 ms") << "gb300" << 0.0 << 0.0 << 25.0;
    QTest::newRow("b200 500 ms + 30") << "b200-llama70b" << 500.0 << 30.0 << 0.0;
}

void TestServiceLevel::bestUnderSlo()
{
    QFETCH(QString, scenario);
    QFETCH(double, ttftMs);
    QFETCH(double, tokSPerUser);
    QFETCH(double, tpotMs);
    ServiceLevel level;
    level.mode = ServiceLevelMode::BestUnderSlo;
    level.sloTtftMs = ttftMs;
    level.sloTokSPerUser = tokSPerUser;
    level.sloTpotMs = tpotMs;
    const ScenarioInputs inputs = scenarioNamed(scenario);
    auto choice = chooseConfiguration(inputs, catalog(), level);
    QVERIFY(choice.ok());
    QVERIFY(choice->reached);
    const OperatingPoint& op = choice->evaluation.point.op;
    const double floor = std::max(tokSPerUser, tpotMs > 0 ? 1000 / tpotMs : 0.0);
    QVERIFY(op.tokSPerUser >= floor);
    QVERIFY(ttftMs <= 0 || op.ttftMs <= ttftMs);
    QCOMPARE(choice->goodputTokSPerGpu, op.tokSPerGpuTotal);
    auto sweep = sweepScenario(inputs, catalog());
    for (const PointMetrics& p : sweep->points) {
        const bool meets = p.op.tokSPerUser >= floor && (ttftMs <= 0 || p.op.ttftMs <= ttftMs);
        if (meets)
            QVERIFY(p.op.tokSPerGpuTotal <= op.tokSPerGpuTotal * (1 + 1e-9));
    }
}

void TestServiceLevel::sloUnreachable()
{
    ServiceLevel level;
    level.mode = ServiceLevelMode::BestUnderSlo;
    level.sloTtftMs = 1; // no prefill of a 1,024-token prompt takes 1 ms
    auto choice = chooseConfiguration(defaultHopperScenario(), catalog(), level);
    QVERIFY(choice.ok());
    QVERIFY(!choice->reached);
    QVERIFY(choice->closestTtftMs > 1);
    QCOMPARE(choice->goodputTokSPerGpu, 0.0);
}

void TestServiceLevel::goodputCountsOnlyPointsMeetingEverySlo()
{
    ScenarioInputs inputs = defaultHopperScenario();
    auto plain = chooseConfiguration(inputs, catalog(), ServiceLevel{});
    QVERIFY(plain.ok());
    QCOMPARE(plain->goodputTokSPerGpu, plain->evaluation.point.op.tokSPerGpuTotal);
    inputs.sloTtftMs = 1; // the scenario's own objective fails at its operating point
    auto failing = chooseConfiguration(inputs, catalog(), ServiceLevel{});
    QVERIFY(failing.ok());
    QCOMPARE(failing->goodputTokSPerGpu, 0.0);
    QVERIFY(failing->evaluation.point.op.tokSPerGpuTotal > 0);
}

void TestServiceLevel::operatingPointKeepsInputs()
{
    const ScenarioInputs inputs = defaultBlackwellScenario();
    auto choice = chooseConfiguration(inputs, catalog(), ServiceLevel{});
    QVERIFY(choice.ok());
    QVERIFY(choice->inputs == inputs);
    QVERIFY(choice->reached);
    QCOMPARE(choice->evaluation.point.op.batch, inputs.batch);
}

void TestServiceLevel::badLevels_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("target");
    QTest::addColumn<double>("ttft");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const int equal = int(ServiceLevelMode::EqualInteractivity);
    const int slo = int(ServiceLevelMode::BestUnderSlo);
    QTest::newRow("zero target") << equal << 0.0 << 0.0;
    QTest::newRow("negative target") << equal << -5.0 << 0.0;
    QTest::newRow("NaN target") << equal << nan << 0.0;
    QTest::newRow("infinite target") << equal << inf << 0.0;
    QTest::newRow("SLO mode without limits") << slo << 50.0 << 0.0;
    QTest::newRow("negative TTFT") << slo << 50.0 << -1.0;
    QTest::newRow("NaN TTFT") << slo << 50.0 << nan;
}

void TestServiceLevel::badLevels()
{
    QFETCH(int, mode);
    QFETCH(double, target);
    QFETCH(double, ttft);
    ServiceLevel level;
    level.mode = ServiceLevelMode(mode);
    level.targetTokSPerUser = target;
    level.sloTtftMs = ttft;
    QVERIFY(!validateServiceLevel(level));
    QVERIFY(!chooseConfiguration(defaultHopperScenario(), catalog(), level).ok());
}

void TestServiceLevel::levelJsonRoundTrip()
{
    ServiceLevel level;
    level.mode = ServiceLevelMode::BestUnderSlo;
    level.sloTtftMs = 2000;
    level.sloTpotMs = 20;
    auto back = serviceLevelFromJson(serviceLevelToJson(level));
    QVERIFY(back.ok());
    QVERIFY(*back == level);
    QCOMPARE(back->minTokSPerUser(), 50.0);
    QJsonObject bad = serviceLevelToJson(level);
    bad.insert(QStringLiteral("mode"), QStringLiteral("cheapest"));
    QVERIFY(!serviceLevelFromJson(bad).ok());
    WorkbookData data;
    QVERIFY(serviceLevelOfWorkbook(data)->mode == ServiceLevelMode::OperatingPoint);
}

void TestServiceLevel::comparisonRatiosAndReference()
{
    auto rows = compareAtServiceLevel(defaultComparisonScenarios(), 0, catalog(), defaultServiceLevel());
    QVERIFY(rows.ok());
    QCOMPARE(rows->size(), size_t(2));
    const PointMetrics& h = (*rows)[0].choice.evaluation.point;
    const PointMetrics& g = (*rows)[1].choice.evaluation.point;
    QCOMPARE((*rows)[0].tokSPerGpuRatio, 1.0);
    QCOMPARE((*rows)[1].tokSPerGpuRatio, g.op.tokSPerGpuTotal / h.op.tokSPerGpuTotal);
    QCOMPARE((*rows)[1].tokSPerMwRatio, g.tokSPerMw / h.tokSPerMw);
    QCOMPARE((*rows)[1].costPerMtokRatio, g.costPerMtokOutputUsd / h.costPerMtokOutputUsd);
    // The article's pair, so its published figures are shown beside the model's.
    const QJsonObject json = serviceComparisonToJson(*rows, defaultServiceLevel());
    QCOMPARE(json.value(QStringLiteral("published_reference")).toObject().value(QStringLiteral("tok_s_gpu")).toDouble(),
             65.0);
    // Read at the same interactivity the model lands within a factor 1.5 of the article's 65x
    // (read at each fixed batch-64 point it said 6.7x).
    QVERIFY((*rows)[1].tokSPerGpuRatio > 65 / 1.5 && (*rows)[1].tokSPerGpuRatio < 65 * 1.5);
    QVERIFY(safeRatio(1, 0) == 0 && safeRatio(std::numeric_limits<double>::infinity(), 1) == 0);
}

void TestServiceLevel::articleRatiosOnlyBesideTheArticlesReading()
{
    // The article's pair at other prices, another workload or another target: "1/67.2" at $2 and $2
    // stood beside the article's 1/35, which is for $1.41 and $2.65.
    std::vector<ScenarioInputs> pair;
    for (const ScenarioRecord& record : defaultComparisonScenarios())
        pair.push_back(record.inputs);
    const ServiceLevel level = defaultServiceLevel();
    QVERIFY(publishedComparisonFor(pair[0], pair[1], level));
    QVERIFY(publishedComparisonDifferences(pair[0], pair[1], level).empty());
    ScenarioInputs gb300AtPreset = pair[1];
    gb300AtPreset.pricePerGpuHourUsd = 2.652; // InferenceX's unrounded figure is the article's $2.65
    QVERIFY(publishedComparisonFor(pair[0], gb300AtPreset, level));

    std::vector<ScenarioInputs> samePrice = pair;
    for (ScenarioInputs& in : samePrice)
        in.pricePerGpuHourUsd = 2;
    QVERIFY(!publishedComparisonFor(samePrice[0], samePrice[1], level));
    const std::vector<std::string> why = publishedComparisonDifferences(samePrice[0], samePrice[1], level);
    QCOMPARE(why.size(), size_t(1));
    QVERIFY2(why[0].find("$2.00 and $2.00 (the article: $1.41 and $2.65)") != std::string::npos, why[0].c_str());
    ScenarioInputs halfUsed = pair[0];
    halfUsed.utilisationPercent = 50; // the same price per paid hour, twice per productive hour
    QVERIFY(!publishedComparisonFor(halfUsed, pair[1], level));

    ScenarioInputs longPrompts = pair[1];
    longPrompts.inputTokens = 8192;
    QVERIFY(!publishedComparisonFor(pair[0], longPrompts, level));
    ServiceLevel at45 = level;
    at45.targetTokSPerUser = 45;
    QVERIFY(!publishedComparisonFor(pair[0], pair[1], at45));
    QVERIFY(publishedComparisonDifferences(pair[0], pair[1], at45)[0].find("45 tok/s/user") != std::string::npos);
    // Another pair is not the article's comparison at all: nothing to explain.
    ScenarioInputs b200 = pair[1];
    b200.hardwareId = "b200";
    QVERIFY(publishedComparisonDifferences(pair[0], b200, at45).empty());

    const Run text = cli(words("compare --price-per-gpu-hour 2"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("article's ratios are not shown") && !text.out.contains("65x"), text.out.constData());
    const Run json = cli(words("compare --isl 8192 --json"));
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    QVERIFY(!root.contains(QStringLiteral("published_reference")));
    QVERIFY(root.value(QStringLiteral("published_reference_not_shown")).toArray().size() == 1);
}

void TestServiceLevel::cliCompareAt50()
{
    const Run r = cli(words("compare --at-tok-s-user 50 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QJsonArray scenarios = root.value(QStringLiteral("scenarios")).toArray();
    QCOMPARE(scenarios.size(), 2);
    const QJsonObject base = scenarios[0].toObject().value(QStringLiteral("point")).toObject();
    for (const QJsonValue& v : scenarios) {
        const QJsonObject s = v.toObject();
        const QJsonObject point = s.value(QStringLiteral("point")).toObject();
        const double u = point.value(QStringLiteral("tok_s_user")).toDouble();
        // Within 2% of the target, or above it only because batches are whole (and then said so).
        QVERIFY2(u >= 50 && (u <= 51 || s.value(QStringLiteral("above_target")).toBool()),
                 qPrintable(QString::number(u)));
        const double frontier = s.value(QStringLiteral("frontier_tok_s_gpu_at_target")).toDouble();
        QVERIFY(std::abs(point.value(QStringLiteral("tok_s_gpu_total")).toDouble() / frontier - 1) <= 0.03);
        const QJsonObject ratios = s.value(QStringLiteral("ratios_vs_baseline")).toObject();
        QCOMPARE(ratios.value(QStringLiteral("tok_s_gpu")).toDouble(),
                 point.value(QStringLiteral("tok_s_gpu_total")).toDouble() /
                     base.value(QStringLiteral("tok_s_gpu_total")).toDouble());
        for (const char* key : {"hardware", "model", "precision", "framework", "tp", "ep", "batch", "serving"})
            QVERIFY(s.value(QStringLiteral("configuration")).toObject().contains(QLatin1String(key)));
    }
    QVERIFY(root.contains(QStringLiteral("published_reference")));
    QVERIFY(!r.out.contains("inf") && !r.out.contains("nan"));
    const Run text = cli(words("compare --at-tok-s-user 50"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("equal interactivity"));
    QVERIFY(text.out.contains("cost-per-token article"));
}

void TestServiceLevel::cliCompareWorkbookAndSlo()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("pair.tfw"));
    QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("H200")}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("B200"),
                  QStringLiteral("--hardware"), QStringLiteral("b200")})
                 .exitCode,
             0);
    const Run r = cli({QStringLiteral("compare"), file, QStringLiteral("--with"), QStringLiteral("mi355x"),
                       QStringLiteral("--slo-ttft-ms"), QStringLiteral("2000"), QStringLiteral("--slo-tok-s-user"),
                       QStringLiteral("20"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("service_level")).toObject().value(QStringLiteral("mode")).toString(),
             QStringLiteral("best-under-slo"));
    const QJsonArray scenarios = root.value(QStringLiteral("scenarios")).toArray();
    QCOMPARE(scenarios.size(), 3);
    for (const QJsonValue& v : scenarios) {
        const QJsonObject point = v.toObject().value(QStringLiteral("point")).toObject();
        QVERIFY(point.value(QStringLiteral("ttft_ms")).toDouble() <= 2000);
        QVERIFY(point.value(QStringLiteral("tok_s_user")).toDouble() >= 20);
        QCOMPARE(v.toObject().value(QStringLiteral("goodput_tok_s_gpu")).toDouble(),
                 point.value(QStringLiteral("tok_s_gpu_total")).toDouble());
    }
    QVERIFY(!root.contains(QStringLiteral("published_reference"))); // not the article's pair
}

void TestServiceLevel::cliEvalAtTarget()
{
    const Run r = cli(words("eval --hardware b200 --at-tok-s-user 80 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const double u = o.value(QStringLiteral("tok_s_user")).toDouble();
    QVERIFY(u >= 80 && u <= 80 * 1.06); // batches are whole: one sequence more at batch 8 costs ~5% of tok/s/user
    QVERIFY(o.value(QStringLiteral("configuration")).toObject().contains(QStringLiteral("tp")));
    QVERIFY(o.value(QStringLiteral("goodput_tok_s_gpu")).toDouble() > 0);
    const Run plain = cli(words("eval --json"));
    QCOMPARE(QJsonDocument::fromJson(plain.out).object().value(QStringLiteral("batch")).toInt(), 64);
}

void TestServiceLevel::cliSweepSearchesServing()
{
    const Run plain = cli(words("sweep --json"));
    const Run wide = cli(words("sweep --search-serving --json"));
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(wide.exitCode, 0);
    const QJsonObject a = QJsonDocument::fromJson(plain.out).object();
    const QJsonObject b = QJsonDocument::fromJson(wide.out).object();
    // Speculative depths 0-3 x two serving modes: eight times the (TP, EP) pairs.
    QCOMPARE(b.value(QStringLiteral("configurations")).toInt(), 8 * a.value(QStringLiteral("configurations")).toInt());
    const auto best = [](const QJsonObject& o) {
        double m = 0;
        for (const QJsonValue& p : o.value(QStringLiteral("frontier")).toArray())
            m = std::max(m, p.toObject().value(QStringLiteral("tok_s_gpu_total")).toDouble());
        return m;
    };
    QVERIFY(best(b) >= best(a));
    QCOMPARE(cli(words("sweep --search-serving --fixed-parallelism")).exitCode, 2);
}

void TestServiceLevel::cliBadTargetsExitTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("zero") << words("compare --at-tok-s-user 0") << "--at-tok-s-user";
    QTest::newRow("negative") << words("compare --at-tok-s-user -50") << "--at-tok-s-user";
    QTest::newRow("NaN") << words("compare --at-tok-s-user nan") << "--at-tok-s-user";
    QTest::newRow("inf") << words("compare --at-tok-s-user inf") << "--at-tok-s-user";
    QTest::newRow("not a number") << words("compare --at-tok-s-user fast") << "--at-tok-s-user";
    QTest::newRow("unreachable") << words("compare --at-tok-s-user 5000") << "cannot reach 5000";
    QTest::newRow("both modes") << words("compare --at-tok-s-user 50 --slo-ttft-ms 2000") << "one or the other";
    QTest::newRow("zero SLO") << words("compare --slo-ttft-ms 0") << "--slo-ttft-ms";
    QTest::newRow("SLO unreachable") << words("compare --slo-ttft-ms 1") << "meets the SLOs with no configuration";
    QTest::newRow("eval zero") << words("eval --at-tok-s-user 0") << "--at-tok-s-user";
    QTest::newRow("eval unreachable") << words("eval --at-tok-s-user 9999") << "cannot reach 9999";
    QTest::newRow("eval negative TPOT") << words("eval --slo-tpot-ms -3") << "--slo-tpot-ms";
    QTest::newRow("unknown hardware in --with") << words("compare --with h999") << "unknown hardware";
}

void TestServiceLevel::cliBadTargetsExitTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    tf::test::verifyRefusedAsBadInput(r, messagePart);
}

QTEST_GUILESS_MAIN(TestServiceLevel)
#include "test_servicelevel.moc"
