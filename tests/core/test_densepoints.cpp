// The never-fitted checks beside measured_points.csv: the dense-model measurements
// (resources/data/dense_points.csv), dense decode at small batch (small_batch_points.csv),
// tensor-parallel scaling (tp_scaling_points.csv), serving under a closed loop of 1 to 250 clients
// (nim_points.csv) and MoE rows on GPUs and precisions the fit never saw for their model
// (heldout_moe_points.csv). Every row is compared, no source page of the fitted file or of any check
// appears in another, and no file holds the published decode steps the model is tested on.
#include "core/calibration/benchmarkcsv.h"
#include "core/calibration/validation.h"
#include "core/catalog/catalog.h"
#include "core/statistics.h"
#include "tests/testutil/testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

using namespace tf::core;

namespace {

/// The rows of a shipped file, given as TF_SHIPPED_DATA("name.csv").
std::vector<BenchmarkRow> shippedRows(const QString& path)
{
    auto rows = readBenchmarkCsv(path.toStdString());
    if (!rows)
        qFatal("%s", rows.error().c_str());
    return std::move(rows).value();
}

/// The page a source names, whatever the form it is written in: "owner/repo:path" for a file in a
/// GitHub repository (blob or tree URL, raw URL, or "owner/repo@commit:path"), at any commit, else
/// the URL without scheme, "www.", query or fragment. Two rows from one page give one key.
std::string sourcePage(std::string source)
{
    std::transform(source.begin(), source.end(), source.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* prefix : {"https://", "http://", "www."}) {
        if (source.rfind(prefix, 0) == 0)
            source = source.substr(std::string(prefix).size());
    }
    source = source.substr(0, source.find_first_of("?#"));
    while (!source.empty() && source.back() == '/')
        source.pop_back();
    std::vector<std::string> parts;
    for (size_t at = 0; at <= source.size();) {
        const size_t slash = std::min(source.find('/', at), source.size());
        parts.push_back(source.substr(at, slash - at));
        at = slash + 1;
    }
    const auto join = [&](size_t from) {
        std::string path;
        for (size_t i = from; i < parts.size(); ++i)
            path += (path.empty() ? "" : "/") + parts[i];
        return path;
    };
    if (parts.size() > 4 && parts[0] == "github.com" && (parts[3] == "blob" || parts[3] == "tree"))
        return parts[1] + "/" + parts[2] + ":" + join(5);
    if (parts.size() > 4 && parts[0] == "raw.githubusercontent.com")
        return parts[1] + "/" + parts[2] + ":" + join(4);
    const size_t at = source.find('@');
    const size_t colon = source.find(':');
    if (at != std::string::npos && colon != std::string::npos && at < colon && source.find('/') < at)
        return source.substr(0, at) + ":" + source.substr(colon + 1);
    return source;
}

std::set<std::string> sourcePages(const std::vector<BenchmarkRow>& rows)
{
    std::set<std::string> pages;
    for (const BenchmarkRow& r : rows)
        pages.insert(sourcePage(r.source));
    return pages;
}

/// Why a row was not compared, for a failure message.
QString skipMessage(const RowValidation& v)
{
    return QStringLiteral("line %1 skipped: %2")
        .arg(v.mapped.row.line)
        .arg(QString::fromStdString(v.mapped.skipReason));
}

} // namespace

class TestDensePoints : public QObject
{
    Q_OBJECT

private slots:
    void sourcePageNormalisation();
    void everyDenseRowComparedWithItsSource();
    void everyHeldOutMoeRowIsNewToTheFit();
    void smallBatchDecodeChecksTheFixedCosts();
    void tensorParallelScalingIsChecked();
    void servingUnderAClosedLoopIsChecked();
    void anEarlierReleaseIsComparedAsItRan();
    void fittedAndValidationSetsDisjointBySource();
    void fitReadsSeveralFilesAndReportsEach();
};

void TestDensePoints::sourcePageNormalisation()
{
    QCOMPARE(sourcePage("https://github.com/Org/Repo/blob/0123abc/docs/a.md"), std::string("org/repo:docs/a.md"));
    QCOMPARE(sourcePage("https://raw.githubusercontent.com/org/repo/feedbeef/docs/a.md"),
             std::string("org/repo:docs/a.md"));
    QCOMPARE(sourcePage("org/repo@feedbeef:docs/a.md"), std::string("org/repo:docs/a.md"));
    QCOMPARE(sourcePage("https://www.example.com/blog/post/?utm=1#table"), std::string("example.com/blog/post"));
}

void TestDensePoints::everyDenseRowComparedWithItsSource()
{
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("dense_points.csv"));
    QVERIFY(rows.size() >= 30);
    const Catalog& catalog = Catalog::builtIn();
    std::set<std::string> gpus, frameworks;
    int smallBatch = 0;
    for (const BenchmarkRow& r : rows) {
        QCOMPARE(r.dataset, std::string("dense_points.csv"));
        QVERIFY2(!r.source.empty(), qPrintable(QStringLiteral("line %1 has no source").arg(r.line)));
        if (r.concurrency > 0 && r.concurrency <= 8)
            ++smallBatch;
    }
    const ValidationReport report = validateBenchmarks(rows, catalog);
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(std::isfinite(v.throughputError));
        // Only dense models: the check of the frameworks' fixed costs and dense GEMMs under load.
        QVERIFY(!catalog.findModel(v.mapped.inputs.modelId)->isMoe());
        gpus.insert(v.mapped.inputs.hardwareId);
        frameworks.insert(v.mapped.inputs.frameworkId);
    }
    QVERIFY(smallBatch >= 5);
    QVERIFY(gpus.size() >= 5);
    QCOMPARE(frameworks, (std::set<std::string>{"sglang", "trtllm", "vllm"}));
}

void TestDensePoints::everyHeldOutMoeRowIsNewToTheFit()
{
    // Each row runs a model the fit has rows of on a GPU, or at a precision, it has none of for that
    // model: the check says how the calibration transfers, not how well it fits.
    const auto combination = [](const BenchmarkRow& r) {
        return r.gpu + "|" + r.model + "|" + r.precision.substr(0, r.precision.find(' '));
    };
    std::set<std::string> fittedCombinations, fittedModels;
    for (const BenchmarkRow& r : shippedRows(TF_SHIPPED_DATA("inferencex_points.csv"))) {
        fittedCombinations.insert(combination(r));
        fittedModels.insert(r.model);
    }
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("heldout_moe_points.csv"));
    QVERIFY(rows.size() >= 10);
    for (const BenchmarkRow& r : rows) {
        QVERIFY2(!r.source.empty(), qPrintable(QStringLiteral("line %1 has no source").arg(r.line)));
        QVERIFY2(fittedModels.count(r.model), r.model.c_str());
        QVERIFY2(!fittedCombinations.count(combination(r)), combination(r).c_str());
    }
    const ValidationReport report = validateBenchmarks(rows, Catalog::builtIn());
    QCOMPARE(report.rows.size(), rows.size());
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(std::isfinite(v.throughputError));
    }
}

void TestDensePoints::smallBatchDecodeChecksTheFixedCosts()
{
    // Dense models at batch 1 to 128: a decode step there is the weight read plus the framework's
    // fixed and per-sequence costs, none of which these rows fitted.
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("small_batch_points.csv"));
    QVERIFY(rows.size() >= 30);
    const Catalog& catalog = Catalog::builtIn();
    for (const BenchmarkRow& r : rows) {
        QVERIFY2(!r.source.empty(), qPrintable(QStringLiteral("line %1 has no source").arg(r.line)));
        QVERIFY2(r.concurrency >= 1 && r.concurrency <= 128, qPrintable(QString::number(r.concurrency)));
    }
    const ValidationReport report = validateBenchmarks(rows, catalog);
    QCOMPARE(report.rows.size(), rows.size());
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(!catalog.findModel(v.mapped.inputs.modelId)->isMoe());
        // At batch 1 only the weight read and the fixed costs are left: within 15%.
        if (v.mapped.row.concurrency == 1)
            QVERIFY2(std::abs(v.throughputError) < 0.15,
                     qPrintable(QStringLiteral("line %1: %2").arg(v.mapped.row.line).arg(v.throughputError)));
    }
    // docs/calibration.md reports 7.5%; a change to the fixed or per-sequence costs that loses this
    // check shows here.
    QVERIFY2(report.throughput.medianAbsError <= 0.10, qPrintable(QString::number(report.throughput.medianAbsError)));
}

void TestDensePoints::tensorParallelScalingIsChecked()
{
    // One dense model (Llama-3.3-70B) at TP 1, 2, 4 and 8 on B200, H200 and H100, maximum throughput:
    // how the model's throughput per GPU holds as one instance spreads over more GPUs. No row is
    // fitted.
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("tp_scaling_points.csv"));
    QVERIFY(rows.size() >= 100);
    const Catalog& catalog = Catalog::builtIn();
    const ValidationReport report = validateBenchmarks(rows, catalog);
    QCOMPARE(report.rows.size(), rows.size());
    std::map<int, std::vector<double>> errorsByTp;
    std::set<std::string> gpus;
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(v.mapped.row.maxThroughput);
        QVERIFY(!catalog.findModel(v.mapped.inputs.modelId)->isMoe());
        errorsByTp[v.mapped.inputs.tensorParallel].push_back(v.throughputError);
        gpus.insert(v.mapped.inputs.hardwareId);
    }
    QCOMPARE(gpus, (std::set<std::string>{"b200", "h100", "h200"}));
    QCOMPARE(errorsByTp.size(), size_t(4));
    // docs/calibration.md reports the file at 10.9% and the signed median by TP at -9%, +4%, +8% and
    // +24%: TP 8 is still too optimistic (a term is missing), but no worse than this.
    QVERIFY2(report.throughput.medianAbsError <= 0.12, qPrintable(QString::number(report.throughput.medianAbsError)));
    for (const auto& [tp, errors] : errorsByTp) {
        const double signedMedian = median(errors);
        QVERIFY2(std::abs(signedMedian) <= (tp == 8 ? 0.30 : 0.12),
                 qPrintable(QStringLiteral("TP %1: %2").arg(tp).arg(signedMedian)));
    }
}

void TestDensePoints::servingUnderAClosedLoopIsChecked()
{
    // NIM's tables (TensorRT-LLM) keep 1 to 250 requests in flight: the prefill queue, the KV
    // capacity and the closed loop's saturation decide TTFT there, and no row is fitted.
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("nim_points.csv"));
    QVERIFY(rows.size() >= 78);
    const Catalog& catalog = Catalog::builtIn();
    const ValidationReport report = validateBenchmarks(rows, catalog);
    QCOMPARE(report.rows.size(), rows.size());
    int saturatedRows = 0;
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(v.ttftCompared);
        QVERIFY(!catalog.findModel(v.mapped.inputs.modelId)->isMoe());
        // Where the KV cache holds fewer sequences than there are clients, the rest queue for a
        // slot and TTFT runs to minutes (35 s to 16 min here). The closed loop's saturation carries
        // it (docs/calibration.md: +15% to +32%).
        if (v.mapped.row.ttftMs > 30000) {
            ++saturatedRows;
            QVERIFY2(std::abs(v.ttftError) < 0.35,
                     qPrintable(QStringLiteral("line %1: %2").arg(v.mapped.row.line).arg(v.ttftError)));
        }
    }
    QCOMPARE(saturatedRows, 12);
    // docs/calibration.md reports 13.0%; below saturation TTFT under load is a term the model lacks.
    QVERIFY2(report.throughput.medianAbsError <= 0.15, qPrintable(QString::number(report.throughput.medianAbsError)));
}

void TestDensePoints::anEarlierReleaseIsComparedAsItRan()
{
    // An NVIDIA course's GenAI-Perf sweep of an earlier NIM: Llama 3 (not 3.1) 8B and 70B on H100
    // at TP 1 to 8, FP16 and FP8, 1 to 250 clients. Every row is compared as the model and precision
    // it ran, TTFT included; none is fitted.
    const std::vector<BenchmarkRow> rows = shippedRows(TF_SHIPPED_DATA("nim_llama3_points.csv"));
    QVERIFY(rows.size() >= 500);
    const Catalog& catalog = Catalog::builtIn();
    const ValidationReport report = validateBenchmarks(rows, catalog);
    QCOMPARE(report.rows.size(), rows.size());
    std::set<std::string> models;
    std::set<int> tensorParallel;
    int fp16Rows = 0;
    for (const RowValidation& v : report.rows) {
        QVERIFY2(v.compared, qPrintable(skipMessage(v)));
        QVERIFY(v.ttftCompared);
        QVERIFY(std::isfinite(v.throughputError) && std::isfinite(v.ttftError));
        models.insert(v.mapped.inputs.modelId);
        tensorParallel.insert(v.mapped.inputs.tensorParallel);
        if (v.mapped.row.precision == "fp16") {
            ++fp16Rows;
            QCOMPARE(v.mapped.inputs.precision, Precision::BF16);
        }
    }
    QCOMPARE(models, (std::set<std::string>{"llama-3-8b", "llama-3-70b"}));
    QCOMPARE(tensorParallel, (std::set<int>{1, 2, 4, 8}));
    QVERIFY(fp16Rows > 200);
    // docs/calibration.md reports 43.4%: the profiles describe 2025-26 releases, and this one is
    // slower at every load; a change that moves the figure far either way is worth a look there.
    QVERIFY2(report.throughput.medianAbsError <= 0.50, qPrintable(QString::number(report.throughput.medianAbsError)));
}

void TestDensePoints::fittedAndValidationSetsDisjointBySource()
{
    // The fitted file and the seven checks share no source page, pairwise.
    const std::pair<const char*, QString> files[] = {
        {"inferencex_points.csv", TF_SHIPPED_DATA("inferencex_points.csv")},
        {"dense_points.csv", TF_SHIPPED_DATA("dense_points.csv")},
        {"heldout_moe_points.csv", TF_SHIPPED_DATA("heldout_moe_points.csv")},
        {"small_batch_points.csv", TF_SHIPPED_DATA("small_batch_points.csv")},
        {"tp_scaling_points.csv", TF_SHIPPED_DATA("tp_scaling_points.csv")},
        {"nim_points.csv", TF_SHIPPED_DATA("nim_points.csv")},
        {"nim_llama3_points.csv", TF_SHIPPED_DATA("nim_llama3_points.csv")},
    };
    std::vector<BenchmarkRow> simpleLayoutRows;
    std::vector<std::pair<const char*, std::set<std::string>>> pagesByFile;
    for (const auto& [name, path] : files) {
        const std::vector<BenchmarkRow> rows = shippedRows(path);
        pagesByFile.emplace_back(name, sourcePages(rows));
        simpleLayoutRows.insert(simpleLayoutRows.end(), rows.begin(), rows.end());
    }
    pagesByFile.emplace_back("measured_points.csv", sourcePages(shippedRows(TF_SHIPPED_DATA("measured_points.csv"))));
    for (size_t i = 0; i < pagesByFile.size(); ++i) {
        for (size_t j = i + 1; j < pagesByFile.size(); ++j) {
            for (const std::string& page : pagesByFile[i].second)
                QVERIFY2(!pagesByFile[j].second.count(page),
                         qPrintable(QStringLiteral("%1 in %2 and %3")
                                        .arg(QString::fromStdString(page), QLatin1String(pagesByFile[i].first),
                                             QLatin1String(pagesByFile[j].first))));
        }
    }
    // The published decode steps of test_perfmodel (the vLLM CI buildkite run; NIM 1.8's Llama-3.3-70B
    // on 2 x H100 at one client, 5000 -> 500 tokens) check the fixed costs: they stay out of every file.
    for (const BenchmarkRow& r : simpleLayoutRows) {
        QVERIFY2(r.source.find("buildkite") == std::string::npos, r.source.c_str());
        const bool nimDecodeStep = r.source.find("nim/benchmarking") != std::string::npos &&
                                   r.model == "Llama-3.3-70B-Instruct" && r.tensorParallel == 2 &&
                                   r.inputTokens == 5000 && r.outputTokens == 500 && r.concurrency == 1;
        QVERIFY2(!nimDecodeStep,
                 qPrintable(QStringLiteral("%1 line %2").arg(QString::fromStdString(r.source)).arg(r.line)));
    }
}

void TestDensePoints::fitReadsSeveralFilesAndReportsEach()
{
    // One MoE row and one dense row in two files: the fit reads both and reports each file's held-out
    // figures apart (holdout.by_source_file), so a file of easy rows cannot hide another's error.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString header = QStringLiteral("source,gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,"
                                          "tok_s_user,ttft_ms,tp,notes\n");
    const auto write = [&](const QString& name, const QString& body) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((header + body).toUtf8());
    };
    write(QStringLiteral("moe.csv"), QStringLiteral("s,H200,gpt-oss-120b,fp4,vllm,1024,1024,64,3000,40,,1,x\n"
                                                    "s,H100,gpt-oss-120b,fp4,vllm,1024,1024,64,2000,35,,1,x\n"));
    write(QStringLiteral("dense.csv"),
          QStringLiteral("s,H200,Llama-3.1-8B-Instruct,bf16,vllm,1024,1024,8,1500,150,,1,x\n"
                         "s,H100,Llama-3.1-8B-Instruct,bf16,vllm,1024,1024,8,1100,120,,1,x\n"));
    QProcess cli;
    cli.start(QStringLiteral(TF_CLI_PATH),
              {QStringLiteral("fit"), dir.filePath(QStringLiteral("moe.csv")),
               dir.filePath(QStringLiteral("dense.csv")), QStringLiteral("--all"), QStringLiteral("--json"),
               QStringLiteral("--iterations"), QStringLiteral("20"), QStringLiteral("--output"),
               dir.filePath(QStringLiteral("profiles.json"))});
    QVERIFY(cli.waitForFinished(300000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject root = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    for (const char* holdout : {"holdout", "holdout_by_gpu"}) {
        const QJsonObject bySource =
            root.value(QLatin1String(holdout)).toObject().value(QStringLiteral("by_source_file")).toObject();
        QCOMPARE(bySource.value(QStringLiteral("moe.csv")).toObject().value(QStringLiteral("points")).toInt(), 2);
        QCOMPARE(bySource.value(QStringLiteral("dense.csv")).toObject().value(QStringLiteral("points")).toInt(), 2);
        for (const QJsonValue& row :
             root.value(QLatin1String(holdout)).toObject().value(QStringLiteral("rows")).toArray())
            QVERIFY(row.toObject().value(QStringLiteral("source_file")).toString().endsWith(QStringLiteral(".csv")));
    }
    const QString fittedTo = root.value(QStringLiteral("profiles"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QStringLiteral("fitted_to"))
                                 .toString();
    QVERIFY2(fittedTo.contains(QStringLiteral("moe.csv + dense.csv")), qPrintable(fittedTo));
}

QTEST_GUILESS_MAIN(TestDensePoints)
#include "test_densepoints.moc"
