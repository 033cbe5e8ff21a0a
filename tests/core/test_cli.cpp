// tokenfactory-cli end to end: outputs, exit codes and one-line errors for bad input.
#include "tests/testutil/clirun.h"
#include "tests/testutil/testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using tf::test::cli;
using tf::test::Run;
using tf::test::words;

namespace {

QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void articleCostTable_data();
    void articleCostTable();
    void evalCarriesEveryField();
    void sweepHasFrontier();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void benchPrintsFigures();
    void catalogJson();
    void specSheetGpuFromFile();
    void servingLeverFlags();
    void evalStatesTheHeldOutErrorThatApplies();
};

void TestCli::articleCostTable_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("tokSMw");
    // The cost-per-token article: H200 $1.41/h at 90 tok/s/GPU -> $4.35 (printed $4.20, see test_economics);
    // 1.667 kW/GPU -> 54,000 tok/s/MW.
    QTest::newRow("H200") << words("--price-per-gpu-hour 1.41 --tok-s-gpu 90 --kw-per-gpu 1.6667") << 4.352 << 54000.0;
    // GB300 NVL72 $2.65/h at 6,000 tok/s/GPU -> $0.12; 2.10 kW InferenceX basis.
    QTest::newRow("GB300") << words("--price-per-gpu-hour 2.65 --tok-s-gpu 6000 --kw-per-gpu 2.1") << 0.1227
                           << 2857143.0;
}

void TestCli::articleCostTable()
{
    QFETCH(QStringList, args);
    QFETCH(double, cost);
    QFETCH(double, tokSMw);
    const Run r = cli(words("cost --json") + args);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(std::abs(o.value(QStringLiteral("cost_per_mtok_usd")).toDouble() - cost) < 0.001);
    QVERIFY(std::abs(o.value(QStringLiteral("tok_s_mw")).toDouble() / tokSMw - 1) < 0.001);
    QVERIFY(o.contains(QStringLiteral("tok_per_joule")));
}

void TestCli::evalCarriesEveryField()
{
    const Run r = cli(words("eval --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    for (const char* key :
         {"decode_step_ms", "tok_s_user", "ttft_ms", "tok_s_gpu_output", "tok_s_gpu_total", "cost_per_mtok_output_usd",
          "cost_per_mtok_total_usd", "tok_s_mw", "tok_per_joule", "batch", "tp", "ep", "gpus", "max_batch", "fits",
          "bound", "memory_gb_per_gpu", "profile", "warnings"}) {
        QVERIFY2(o.contains(QLatin1String(key)), key);
    }
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    QVERIFY(o.value(QStringLiteral("tok_s_gpu_total")).toDouble() > 0);
    QVERIFY(r.out.indexOf("inf") < 0 && r.out.indexOf("nan") < 0);
    // Without speculative drafts the step's components are the whole step.
    double componentsMs = 0;
    for (const char* key :
         {"step_weight_read_ms", "step_kv_read_ms", "step_compute_ms", "step_comm_ms", "step_overhead_ms"}) {
        QVERIFY2(o.contains(QLatin1String(key)), key);
        componentsMs += o.value(QLatin1String(key)).toDouble();
    }
    QCOMPARE(o.value(QStringLiteral("accepted_tokens_per_step")).toDouble(), 1.0);
    QVERIFY(std::abs(componentsMs / o.value(QStringLiteral("decode_step_ms")).toDouble() - 1) < 1e-9);
}

void TestCli::sweepHasFrontier()
{
    const Run r = cli(words("sweep --json --model llama-3.3-70b --hardware h100 --precision fp8"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    const QJsonArray points = o.value(QStringLiteral("points")).toArray();
    const QJsonArray frontier = o.value(QStringLiteral("frontier")).toArray();
    QVERIFY(points.size() > 50);
    QVERIFY(frontier.size() >= 3);
    double lastUser = -1, lastGpu = 1e300;
    for (const QJsonValue& v : frontier) {
        const QJsonObject p = v.toObject();
        QVERIFY(p.value(QStringLiteral("tok_s_user")).toDouble() > lastUser);
        QVERIFY(p.value(QStringLiteral("tok_s_gpu_total")).toDouble() < lastGpu);
        lastUser = p.value(QStringLiteral("tok_s_user")).toDouble();
        lastGpu = p.value(QStringLiteral("tok_s_gpu_total")).toDouble();
    }
}

void TestCli::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("unknown hardware") << words("eval --hardware h999") << "unknown hardware";
    QTest::newRow("unknown model") << words("eval --model gpt-5") << "unknown model";
    QTest::newRow("unknown flag") << words("eval --turbo 1") << "unknown flag --turbo";
    QTest::newRow("unknown command") << words("frobnicate") << "unknown command";
    QTest::newRow("negative batch") << words("eval --batch -4") << "--batch";
    QTest::newRow("zero price") << words("eval --price-per-gpu-hour 0") << "--price-per-gpu-hour";
    QTest::newRow("NaN") << words("eval --pue nan") << "--pue";
    QTest::newRow("inf") << words("eval --kw-per-gpu inf") << "--kw-per-gpu";
    QTest::newRow("non-numeric") << words("eval --isl lots") << "--isl";
    QTest::newRow("fractional batch") << words("eval --batch 2.5") << "--batch";
    QTest::newRow("batch as text") << words("eval --batch abc") << "--batch needs a whole number such as 64, got 'abc'";
    QTest::newRow("price as text") << words("eval --price-per-gpu-hour 2,5")
                                   << "--price-per-gpu-hour needs a number such as 1.41 or 2e3, got '2,5'";
    // TP may span nodes, up to 16 eight-GPU domains (max_nodes): 256 GPUs is beyond them.
    QTest::newRow("TP beyond 16 NVLink domains") << words("eval --tp 256") << "tp 256";
    QTest::newRow("TP not a power of two") << words("eval --tp 3") << "tp 3";
    QTest::newRow("bad precision") << words("eval --precision int3") << "--precision";
    QTest::newRow("does not fit") << words("eval --hardware h100 --model llama-3.1-405b --precision bf16 --tp 1")
                                  << "does not fit";
    QTest::newRow("batch above capacity") << words("eval --model llama-3.1-8b --tp 1 --batch 60000") << "does not fit";
    // Kimi K2 BF16 fits four H100 nodes, but one 1M-token sequence's KV (MLA, not split by TP) does not fit
    // what any layout leaves free.
    QTest::newRow("sweep where nothing fits")
        << words("sweep --hardware h100 --model kimi-k2 --precision bf16 --isl 1048576") << "nothing fits";
    QTest::newRow("cost without throughput") << words("cost --price-per-gpu-hour 1") << "--tok-s-gpu";
    QTest::newRow("cost with zero throughput") << words("cost --price-per-gpu-hour 1 --tok-s-gpu 0") << "--tok-s-gpu";
    QTest::newRow("missing value") << words("eval --batch") << "needs a value";
}

void TestCli::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    tf::test::verifyRefusedAsBadInput(r, messagePart);
}

void TestCli::benchPrintsFigures()
{
    const Run r = cli(words("bench --json --seconds 0.4"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(o.value(QStringLiteral("points_per_second")).toDouble() > 0);
    QVERIFY(o.value(QStringLiteral("sweep_ms_p50")).toDouble() > 0);
}

void TestCli::catalogJson()
{
    const Run r = cli(words("catalog --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(o.value(QStringLiteral("hardware")).toArray().size() >= 9);
    QVERIFY(o.value(QStringLiteral("models")).toArray().size() >= 10);
}

void TestCli::specSheetGpuFromFile()
{
    // A GPU known only from its spec sheet evaluates, and says it is uncalibrated.
    const QString file = TF_TEST_DATA("catalog/spec-sheet-gpu.json");
    const Run r = cli(words("eval --json --hardware acme-x1 --model llama-3.3-70b --tp 4 --catalog-file") << file);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(!o.value(QStringLiteral("calibrated")).toBool());
    QVERIFY(o.value(QStringLiteral("tok_s_gpu_total")).toDouble() > 0);
    QVERIFY(o.value(QStringLiteral("warnings")).toArray().first().toString().contains(QStringLiteral("uncalibrated")));
    // Its price comes from the entry: $1.60/GPU-h.
    QCOMPARE(o.value(QStringLiteral("usd_per_gpu_hour")).toDouble(), 1.6);
    const Run bad = cli(words("eval --catalog-file") << TF_TEST_DATA("catalog") + QStringLiteral("/missing.json"));
    QCOMPARE(bad.exitCode, 2);
}

#include "tests/testutil/clirun.h"

void TestCli::servingLeverFlags()
{
    // Each lever is a flag; the point carries its percentiles and the clock the cap leaves.
    const Run base = cli(words("eval --json --hardware h200 --model llama-3.1-8b --precision fp8 --tp 1 --batch 8"));
    QCOMPARE(base.exitCode, 0);
    const Run levers =
        cli(words("eval --json --hardware h200 --model llama-3.1-8b --precision fp8 --tp 1 --batch 8 "
                  "--power-cap-w 500 --prefix-cache-hit-percent 50 --kv-offload-gb 64 --slo-percentile 99 "
                  "--slo-tpot-fluctuation-percent 15"));
    QCOMPARE(levers.exitCode, 0);
    const QJsonObject a = json(base);
    const QJsonObject b = json(levers);
    for (const char* key : {"tpot_ms_p50", "tpot_ms_p90", "tpot_ms_p99", "ttft_ms_p50", "ttft_ms_p90", "ttft_ms_p99",
                            "tpot_fluctuation_percent", "clock_fraction", "pp"})
        QVERIFY2(a.contains(QLatin1String(key)) && b.contains(QLatin1String(key)), key);
    QCOMPARE(a.value(QStringLiteral("clock_fraction")).toDouble(), 1.0);
    QVERIFY(b.value(QStringLiteral("clock_fraction")).toDouble() < 1.0);
    QVERIFY(b.value(QStringLiteral("ttft_ms")).toDouble() < a.value(QStringLiteral("ttft_ms")).toDouble() * 1.5);
    QVERIFY(b.value(QStringLiteral("facility_kw_per_gpu")).toDouble() <
            a.value(QStringLiteral("facility_kw_per_gpu")).toDouble());
    QVERIFY(a.value(QStringLiteral("tpot_ms_p99")).toDouble() >= a.value(QStringLiteral("tpot_ms")).toDouble());
    // A request alone with a long prompt: its TTFT holds its prefill, and its TPOT is its decode
    // steps only (it read 2.2 tok/s/user, the prefill counted again, where the 8.6 ms step gives 115).
    const QJsonObject alone = json(cli(words("eval --isl 100000 --osl 16 --batch 1 --json")));
    const double stepMs = alone.value(QStringLiteral("decode_step_ms")).toDouble();
    QVERIFY2(std::abs(alone.value(QStringLiteral("tpot_ms")).toDouble() / stepMs - 1) < 1e-9,
             qPrintable(QString::number(alone.value(QStringLiteral("tpot_ms")).toDouble())));
    QVERIFY(alone.value(QStringLiteral("ttft_ms")).toDouble() > 100 * stepMs);
    // eval --json names the inputs it evaluated, at the operating point too.
    const QJsonObject evaluated = json(cli(words("eval --batch 32 --json")));
    QCOMPARE(evaluated.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("batch")).toInt(), 32);
    // A cap below what the board draws at its lowest clock is not met, and the warning says so.
    const Run floor = cli(words("eval --power-cap-w 100"));
    QVERIFY2(floor.out.contains("so it draws ") && floor.out.contains(" W, not the cap"), floor.out.constData());
    QVERIFY(!b.isEmpty() && !cli(words("eval --power-cap-w 500")).out.contains("not the cap"));
    const Run help = cli(words("--help"));
    for (const char* flag : {"--power-cap-w", "--prefix-cache-hit-percent", "--kv-offload-gb", "--pp", "--max-nodes",
                             "--fp8-layer-percent", "--slo-percentile"})
        QVERIFY2(help.out.contains(flag) || help.err.contains(flag), flag);
    // A command's own help, wherever --help stands among its flags, runs nothing ("unknown flag").
    for (const char* line : {"eval --help", "compare --hardware b200 --help", "fit -h"}) {
        const Run commandHelp = cli(words(line));
        QVERIFY2(commandHelp.exitCode == 0 && commandHelp.out.startsWith("usage: tokenfactory-cli "),
                 commandHelp.err.constData());
        QVERIFY(commandHelp.out.contains("--power-cap-w"));
    }
}

// An unmeasured pair reports what its priors were off by where the calibration measured (never 0),
// and a profile used for a model its rows never ran reports leave-one-model-out.
void TestCli::evalStatesTheHeldOutErrorThatApplies()
{
    const Run priors = cli(words("eval --hardware b300 --model llama-3.3-70b --framework sglang --json"));
    QCOMPARE(priors.exitCode, 0);
    QVERIFY(!json(priors).value(QStringLiteral("calibrated")).toBool());
    const double priorsError = json(priors).value(QStringLiteral("profile_median_abs_error")).toDouble();
    QVERIFY2(priorsError > 0.05 && priorsError < 1, qPrintable(QString::number(priorsError)));

    const Run text = cli(words("eval --hardware b300 --model llama-3.3-70b --framework sglang"));
    QVERIFY2(text.out.contains("uncalibrated priors, median error ") && text.out.contains("% where measured"),
             text.out.constData());
    const Run unseen = cli(words("eval --hardware h200 --model glm-5 --framework sglang --tp 8"));
    QCOMPARE(unseen.exitCode, 0);
    QVERIFY2(unseen.out.contains("not measured on glm-5: models held out were off by ") &&
                 unseen.out.contains("glm-5's own rows by "),
             unseen.out.constData());

    // A profile far off on its own rows says so first: B200 SGLang, fitted on GLM-5 and 82% off
    // there, read "models held out were off by 14%" for DeepSeek-R1, as if that applied.
    const Run farOff = cli(words("eval --hardware b200 --framework sglang --model deepseek-r1"));
    QVERIFY2(farOff.out.contains("b200/sglang (calibrated on glm-5, median error ") &&
                 farOff.out.contains("on its own rows: expect as much here; across the catalog models held out"),
             farOff.out.constData());

    // TTFT's own held-out error, which is not throughput's.
    QVERIFY2(unseen.out.contains("TTFT held out ") && unseen.out.contains("% by GPU over "), unseen.out.constData());
    const QJsonObject ttft = json(priors).value(QStringLiteral("ttft_held_out")).toObject();
    QVERIFY(ttft.value(QStringLiteral("rows")).toInt() >= 20);
    for (const char* key : {"leave_one_model_out", "leave_one_gpu_out"}) {
        const double e = ttft.value(QLatin1String(key)).toDouble();
        QVERIFY2(e > 0.05 && e < 1, key);
        const double bias = ttft.value(QLatin1String(key) + QStringLiteral("_bias")).toDouble(2);
        QVERIFY2(std::abs(bias) <= e, key); // a signed median, no larger than the median |error|
    }
    QVERIFY2(unseen.out.contains("(median signed "), unseen.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
