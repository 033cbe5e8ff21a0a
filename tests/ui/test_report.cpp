// The PDF report as a board reads it, checked through pdftotext (poppler-utils; the tests skip
// when it is missing): page 1 is the summary with both scenarios, the service level and the
// ratios; scenario and workbook notes are in it, long ones in full; many scenarios all reach the
// summary; the Chinese report is set in the Simplified Chinese face.
#include "core/catalog/catalog.h"
#include "core/document/workbook.h"
#include "core/precision.h"
#include "ui/catalognames.h"
#include "ui/documentmodel.h"
#include "ui/export/pdftext.h"
#include "ui/export/reportwriter.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/numberformat.h"
#include "ui/recomputescheduler.h"
#include "ui/servicelevelbar.h"

#include <QFile>
#include <QFontDatabase>
#include <QProcess>
#include <QRawFont>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace tf;

namespace {

/// The report of the window's workbook, with its notes, as the headless export writes it.
QString exportWindowReport(ui::MainWindow& window, const QString& path)
{
    window.flushUpdates();
    ui::ReportOptions options;
    options.chartOptions = ui::chartOptionsAtServiceLevel(window.chartOptions(), window.document()->serviceLevel());
    ui::takeNotes(*window.document(), &options);
    const core::Status s = ui::exportReport(window.scheduler()->results(), window.document()->catalog(), path, options);
    return s ? QString() : QString::fromStdString(s.error());
}

/// The default workbook with notes on its first scenario of 1,200 numbered words ("clause1" …
/// "clause1200", forty a line): far more than its page holds.
core::WorkbookData workbookWithLongNotes()
{
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    std::string note;
    for (int i = 1; i <= 1200; ++i)
        note += "clause" + std::to_string(i) + (i % 40 == 0 ? "\n" : " ");
    data.scenarios[0].notes = note;
    return data;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void summaryPageNamesBothScenariosTheLevelAndARatio();
    void scenarioAndWorkbookNotesAreInTheReport();
    void planningRulesPageReadsEveryScenario();
    void longNotesFlowOntoFurtherPagesInFull();
    void manyScenariosAllReachTheSummary();
    void nineScenariosKeepTheWholeSummary();
    void fiveScenariosOfDifferentGpusBeginOnTheFirstPage();
    void aTableLongerThanAPageBeginsUnderTheSummarysTitle();
    void chineseReportUsesTheSimplifiedChineseFace();
    void aProfileOnAModelItNeverMeasuredSaysSoWithThatModelsHeldOutError();
    void theSummarySaysHowFarTtftCanBeTrusted();
    void theReportNamesWhatTheUserPickedAndSaysWhenInputAlonePays();
    void aScenarioThatDoesNotFitQuotesNoFigures();
    void anUnreachedServiceLevelIsSaidNotDashed();
    void theSummaryLeadsWithTheCardsCostBasis();
    void owningPagesWriteTheCapexAsSet();
    void catalogFiguresAreNamedForTheReader();
    void everyPageSaysItsNumberAndTheCount();
    void radicalGlyphsAreNamedByTheirIdeographs();
    void weightsThatDoNotFitAreNotAMaxBatchOfZero();

private:
    /// The PDF's text as pdftotext reads it, as it is.
    QString textOf(const QString& pdf) const;
    /// The text of every page (pdftotext separates pages with a form feed).
    QStringList pagesOf(const QString& pdf) const;
    /// The pages of the window's report written as `name` in the test's folder; none, with `*error`
    /// set, when the export failed.
    QStringList exportedPages(ui::MainWindow& window, const QString& name, QString* error) const;

    QString m_pdftotext;
    QTemporaryDir m_dir;
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
}

QString TestReport::textOf(const QString& pdf) const
{
    QProcess run;
    run.start(m_pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!run.waitForFinished(60000) || run.exitCode() != 0)
        return {};
    return QString::fromUtf8(run.readAllStandardOutput());
}

QStringList TestReport::pagesOf(const QString& pdf) const
{
    // Compatibility forms folded: pdftotext writes the faces' fi ligature as one character.
    const QString text = textOf(pdf).normalized(QString::NormalizationForm_KC);
    QStringList pages = text.split(QLatin1Char('\f'));
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

QStringList TestReport::exportedPages(ui::MainWindow& window, const QString& name, QString* error) const
{
    const QString path = m_dir.filePath(name);
    *error = exportWindowReport(window, path);
    return error->isEmpty() ? pagesOf(path) : QStringList();
}

void TestReport::summaryPageNamesBothScenariosTheLevelAndARatio()
{
    ui::MainWindow window;
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("summary.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(pages.size() >= 5, qPrintable(QString::number(pages.size())));
    const QString summary = pages.first();
    QVERIFY(summary.contains(QStringLiteral("Board summary")));
    for (const core::ScenarioRecord& record : window.document()->scenarios())
        QVERIFY2(summary.contains(QString::fromStdString(record.name)), record.name.c_str());
    // The service level the comparison is read at, as the window's caption says it.
    QVERIFY(summary.simplified().contains(ui::ServiceLevelBar::describe(window.document()->serviceLevel())));
    // The ratio column against the baseline and its ratios ("60.7×", "1/32.3").
    QVERIFY(summary.contains(QStringLiteral("GB300 NVL72 FP4")) && summary.contains(QStringLiteral("÷ H200 FP8")));
    QVERIFY(summary.contains(QRegularExpression(QStringLiteral("1/\\d+(\\.\\d)?"))));
    QVERIFY(summary.contains(QRegularExpression(QStringLiteral("\\d+(\\.\\d+)?×"))));
    // The article behind the "Cost-per-token article" column, by title, with what it compared.
    QVERIFY(summary.simplified().contains(QStringLiteral("重新思考 AI TCO")));
    QVERIFY(summary.simplified().contains(QStringLiteral("at $2.65 and $1.41 per GPU-hour")));
    QVERIFY(summary.simplified().contains(QStringLiteral("states no workload or interactivity")));
    // Then one page per scenario, each headed by its name.
    QVERIFY(pages[1].contains(QStringLiteral("H200 FP8 (baseline)")));
    QVERIFY(pages[2].contains(QStringLiteral("GB300 NVL72 FP4")));
    QVERIFY(pages[3].contains(QStringLiteral("waterline")));
    // The sources close the report, cited in full.
    const QString sources = pages.mid(4).join(QLatin1Char(' ')).simplified();
    QVERIFY(sources.contains(QStringLiteral("Sources")));
    QVERIFY(sources.contains(QStringLiteral("Source articles")));
    QVERIFY(sources.contains(QStringLiteral("AI推理Token经济学")));
    QVERIFY(pages.last().contains(QStringLiteral("https://")));
}

void TestReport::scenarioAndWorkbookNotesAreInTheReport()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.notes = "Prices as quoted by the vendor on 28 November.";
    data.scenarios[1].notes = "Assumes the rack ships in Q2 with the FP4 checkpoint.";
    window.document()->resetFrom(data);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("notes.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(pages.size() >= 3);
    const auto flat = [](QString text) { return text.simplified(); };
    QVERIFY(flat(pages[0]).contains(QStringLiteral("Prices as quoted by the vendor on 28 November.")));
    // The scenario's note is on its own page, not on the other scenario's.
    QVERIFY(flat(pages[2]).contains(QStringLiteral("Assumes the rack ships in Q2 with the FP4 checkpoint.")));
    QVERIFY(!flat(pages[1]).contains(QStringLiteral("Assumes the rack ships")));
}

void TestReport::planningRulesPageReadsEveryScenario()
{
    ui::MainWindow window;
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("rules.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto page = std::find_if(pages.begin(), pages.end(), [](const QString& text) {
        return text.contains(QStringLiteral("rack-planning rules (section 5.1)"));
    });
    QVERIFY(page != pages.end());
    const QString text = page->simplified();
    for (const core::ScenarioRecord& record : window.document()->scenarios())
        QVERIFY2(text.contains(QString::fromStdString(record.name)), record.name.c_str());
    // The article's words beside each rule, quoted as the article's (bare Chinese under an English
    // rule read as a stray translation), and the rack against the server on the rack-scale rule.
    QVERIFY2(text.contains(QStringLiteral("the article: \u201c批处理大小 ≥64\u201d")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("0% (8-GPU scale-up domain)")));
    QVERIFY(text.contains(QStringLiteral("100% (72-GPU scale-up domain)")));
}

void TestReport::longNotesFlowOntoFurtherPagesInFull()
{
    ui::MainWindow window;
    window.document()->resetFrom(workbookWithLongNotes());
    QString error;
    const QString text = exportedPages(window, QStringLiteral("long-notes.pdf"), &error).join(QLatin1Char(' '));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    const QSet<QString> found(words.begin(), words.end());
    // Every word, the first and the last included, somewhere in the report: nothing was cut.
    for (int i = 1; i <= 1200; ++i)
        QVERIFY2(found.contains(QStringLiteral("clause%1").arg(i)), qPrintable(QString::number(i)));
    QVERIFY(text.contains(QStringLiteral("notes pages")));
}

void TestReport::manyScenariosAllReachTheSummary()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    const std::vector<core::ScenarioRecord> pair = data.scenarios;
    for (int copy = 2; copy <= 4; ++copy)
        for (core::ScenarioRecord record : pair) {
            record.name += " copy " + std::to_string(copy);
            record.colour.clear();
            record.baseline = false;
            data.scenarios.push_back(record);
        }
    window.document()->resetFrom(data);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("eight.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(pages.size() >= 8 + 3);
    const QString summary = pages.first().simplified();
    for (const core::ScenarioRecord& record : window.document()->scenarios())
        QVERIFY2(summary.contains(QString::fromStdString(record.name)), record.name.c_str());
}

// With nine scenarios the summary page drew its chart alone: the comparison table, the key
// assumptions and how far to trust the figures did not fit their places and were left out, on no
// page at all. They now take the page, or a further summary page, or pages of their own.
void TestReport::nineScenariosKeepTheWholeSummary()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    const core::ScenarioRecord first = data.scenarios.front();
    for (const char* hardware : {"h100", "b200", "b300", "gb200-nvl72", "mi300x", "mi325x", "mi355x"}) {
        core::ScenarioRecord record = first;
        record.name = std::string(hardware) + " FP8 scenario";
        record.inputs.hardwareId = hardware;
        record.colour.clear();
        record.baseline = false;
        data.scenarios.push_back(record);
    }
    QCOMPARE(data.scenarios.size(), size_t(9));
    window.document()->resetFrom(data);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("nine.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString all = pages.join(QLatin1Char(' ')).simplified();
    for (const char* part : {"Key assumptions", "How far to trust these figures", "tok/s/GPU (total)"})
        QVERIFY2(all.contains(QLatin1String(part)), part);
    // The table's rows are on the first page, and every scenario is named there.
    const QString summary = pages.first().simplified();
    QVERIFY2(summary.contains(QStringLiteral("$/Mtok")), qPrintable(summary));
    for (const core::ScenarioRecord& record : window.document()->scenarios())
        QVERIFY2(summary.contains(QString::fromStdString(record.name)), record.name.c_str());
}

namespace {

/// A scenario beside the default workbook's H200 baseline.
struct Added
{
    std::string hardware;
    std::string precision; ///< "fp4", "fp8"
    std::string name;
    std::string framework = "sglang";
};

/// The default workbook's H200 baseline and `added` beside it, in the order given.
core::WorkbookData workbookOf(const std::vector<Added>& added)
{
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios.resize(1);
    const core::ScenarioRecord first = data.scenarios.front();
    for (const Added& a : added) {
        core::ScenarioRecord record = first;
        record.name = a.name;
        record.inputs.hardwareId = a.hardware;
        record.inputs.frameworkId = a.framework;
        record.inputs.precision = *core::parsePrecision(a.precision);
        record.colour.clear();
        record.baseline = false;
        data.scenarios.push_back(record);
    }
    return data;
}

} // namespace

// Five scenarios on five GPUs: the table measured wider than the page at every size (its columns'
// widths rounded up, figures broken within), never fitted, and went to a page of its own; the
// summary's first page was its title alone.
void TestReport::fiveScenariosOfDifferentGpusBeginOnTheFirstPage()
{
    ui::MainWindow window;
    window.document()->resetFrom(workbookOf({{"b200", "fp4", "B200 FP4"},
                                             {"gb300-nvl72", "fp4", "GB300 NVL72 FP4"},
                                             {"mi355x", "fp4", "MI355X FP4"},
                                             {"h100", "fp8", "H100 FP8", "vllm"}}));
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("five.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString summary = pages.first().simplified();
    for (const char* row : {"$/Mtok", "tok/s/GPU", "Goodput"})
        QVERIFY2(summary.contains(QLatin1String(row)), row);
    for (const core::ScenarioRecord& record : window.document()->scenarios())
        QVERIFY2(summary.contains(QString::fromStdString(record.name)), record.name.c_str());
}

// A table taller than a page flows from under the summary's title, not from a page of its own that
// left the first page blank.
void TestReport::aTableLongerThanAPageBeginsUnderTheSummarysTitle()
{
    ui::MainWindow window;
    std::vector<Added> many;
    for (int i = 0; i < 3; ++i)
        for (const char* hardware : {"h100", "b200", "b300", "gb200-nvl72", "mi300x", "mi325x"})
            many.push_back({hardware, i % 2 ? "fp8" : "fp4",
                            std::string(hardware) + " (" + std::to_string(many.size() + 1) + ")"});
    const core::WorkbookData data = workbookOf(many);
    window.document()->resetFrom(data);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("nineteen.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(pages.size() > 2);
    const QString first = pages.first().simplified();
    // The takeaway's first sentence and the table's first rows.
    QVERIFY2(first.contains(QStringLiteral("against H200 FP8")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("$/Mtok")), qPrintable(first));
    QVERIFY2(pages[1].contains(QStringLiteral("Board summary (continued)")), qPrintable(pages[1].left(200)));
}

// The report read "median error 9.6% on held-out measurements" for DeepSeek-R1 on b200/vllm, whose
// rows are all MiniMax-M2.5: the board saw the profile's error lent to a model it never measured.
void TestReport::aProfileOnAModelItNeverMeasuredSaysSoWithThatModelsHeldOutError()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios[0].inputs.hardwareId = "b200";
    data.scenarios[0].inputs.frameworkId = "vllm";
    window.document()->resetFrom(data);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("unseen-model.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString summary = pages.first().simplified();
    const core::CalibrationAccuracy& accuracy = window.document()->catalog().calibrationAccuracy();
    const double heldOut = accuracy.heldOutErrorForModel(data.scenarios[0].inputs.modelId);
    QVERIFY(heldOut > 0);
    // Models by the names the window gives them, not by catalog id ("minimax-m2.5").
    const core::Catalog& catalog = window.document()->catalog();
    const QString expected = QStringLiteral("measured on %1, not on %2, which held out was off by %3%")
                                 .arg(QString::fromStdString(catalog.findModel("minimax-m2.5")->name),
                                      QString::fromStdString(catalog.findModel(data.scenarios[0].inputs.modelId)->name),
                                      QLocale().toString(heldOut * 100.0, 'f', 1));
    QVERIFY2(summary.contains(expected), qPrintable(summary));
}

// The board reads TTFT objectives off the summary: it says how far the model's TTFT was off held
// out, which is further than its throughput.
void TestReport::theSummarySaysHowFarTtftCanBeTrusted()
{
    ui::MainWindow window;
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("ttft-trust.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString summary = pages.first().simplified();
    const core::CalibrationAccuracy& a = window.document()->catalog().calibrationAccuracy();
    QVERIFY(a.ttftKnown());
    const QString expected = QStringLiteral("TTFT was off by a median \u00b1%1% on models and \u00b1%2% on GPUs")
                                 .arg(ui::format::number(a.ttftLeaveOneModelOut * 100, 2),
                                      ui::format::number(a.ttftLeaveOneGpuOut * 100, 2));
    QVERIFY2(summary.contains(expected), qPrintable(summary));
}

// The report named the hardware "h200" and the framework "sglang" where the app reads "NVIDIA H200
// SXM" and "SGLang", and its break-even row read "$0 $/Mtok" where the app says the input tokens
// alone pay for the GPU-hour.
void TestReport::theReportNamesWhatTheUserPickedAndSaysWhenInputAlonePays()
{
    ui::MainWindow window;
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("names.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const core::Catalog& catalog = window.document()->catalog();
    const core::ScenarioInputs& in = window.document()->scenario(0).inputs;
    const QString hardware = QString::fromStdString(catalog.findHardware(in.hardwareId)->name);
    const QString framework = QString::fromStdString(catalog.findFramework(in.frameworkId)->name);
    QVERIFY(hardware != QString::fromStdString(in.hardwareId));
    QVERIFY2(pages.first().simplified().contains(hardware), qPrintable(pages.first()));
    const QString subtitle = hardware + QStringLiteral(" \u00b7 ") +
                             QString::fromStdString(catalog.findModel(in.modelId)->name) + QStringLiteral(" \u00b7 ");
    QVERIFY2(pages.at(1).simplified().contains(subtitle), qPrintable(pages.at(1)));
    QVERIFY2(pages.at(1).simplified().contains(framework), qPrintable(pages.at(1)));
    // A count of one takes the singular: "1 GPU", "1 stage" (expert and pipeline parallel default to 1).
    for (const char* plural : {" 1 GPUs", " 1 stages", " 1 nodes"})
        QVERIFY2(!pages.at(1).simplified().contains(QLatin1String(plural)), plural);
    QVERIFY2(pages.at(1).simplified().contains(QStringLiteral(" 1 GPU")), qPrintable(pages.at(1)));

    // The second default scenario's input tokens alone pay for its GPU-hour at the default prices.
    const QString second = pages.at(2).simplified();
    QVERIFY2(second.contains(QStringLiteral("input alone pays")), qPrintable(second));
    QVERIFY2(!second.contains(QStringLiteral("$0 $/Mtok")), qPrintable(second));
}

// The scenario pages listed the catalog figures they use by their keys in the catalog files
// ("hbm_tb_s, idle_w, knobs.kv_efficiency"). Every cited key of the built-in catalog has a name;
// the pages use it, and the sources pages give the key beside it.
void TestReport::catalogFiguresAreNamedForTheReader()
{
    ui::MainWindow window;
    const core::Catalog& catalog = window.document()->catalog();
    QStringList unnamed;
    const auto check = [&unnamed](const core::SourceMap& sources) {
        for (const auto& [key, source] : sources) {
            if (ui::catalogFigureName(key) == QString::fromStdString(key))
                unnamed << QString::fromStdString(key);
        }
    };
    for (const core::Hardware& hw : catalog.hardware())
        check(hw.sources);
    for (const core::LlmModel& model : catalog.models())
        check(model.sources);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));

    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("figure-names.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString scenarioPage = pages.at(1).simplified();
    QVERIFY2(scenarioPage.contains(QStringLiteral("HBM bandwidth")), qPrintable(scenarioPage));
    for (const char* key : {"hbm_tb_s", "knobs.", "usable_hbm_gb", "active_params_b"})
        QVERIFY2(!scenarioPage.contains(QLatin1String(key)), key);
    const QString sourcesPages = pages.join(QLatin1Char(' ')).simplified();
    QVERIFY2(sourcesPages.contains(QStringLiteral("HBM bandwidth (hbm_tb_s):")), qPrintable(sourcesPages.right(3000)));
}

// A batch beyond the KV cache: the window's cards and table say "does not fit", and the report's
// scenario page listed the cost, throughput and margin the point would have had.
void TestReport::aScenarioThatDoesNotFitQuotesNoFigures()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios.resize(1);
    data.scenarios[0].inputs.batch = 4096;
    window.document()->resetFrom(data);
    window.document()->setServiceLevel(core::ServiceLevel{}); // at the operating point
    window.flushUpdates();
    QVERIFY(!window.scheduler()->results().front().series.currentFits);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("does-not-fit.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString page = pages.at(1).simplified();
    // Every figure of the point (cost, throughput, interactivity, TTFT, goodput, energy, revenue,
    // margin, break-even: 13 rows) says so; pdftotext interleaves the table's columns, so count them
    // (the warning under the charts says "Does not fit", capitalised, and is not counted).
    QVERIFY2(page.count(QStringLiteral("does not fit")) >= 13, qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Cost, output tokens does not fit")), qPrintable(page));
    // The cost the point would have had is nowhere on its page.
    const core::PointMetrics& point = window.scheduler()->results().front().evaluation.point;
    QVERIFY(point.costPerMtokOutputUsd > 0);
    QVERIFY2(!page.contains(ui::format::usd(point.costPerMtokOutputUsd) + QStringLiteral(" $/Mtok")), qPrintable(page));
    // No power cap reads "none", not a cap of zero watts.
    QVERIFY2(!page.contains(QStringLiteral(" 0 W/GPU")), qPrintable(page));
    // What the GPU-hour costs is an input, not a figure of the point: it stays.
    QVERIFY2(page.contains(QStringLiteral("$1.41 per GPU-h")), qPrintable(page));
}

// At 150 tok/s/user the summary read "H200 FP8 ... cost per million output tokens –, tokens per MW
// –": the board saw dashes where the table said why.
void TestReport::anUnreachedServiceLevelIsSaidNotDashed()
{
    ui::MainWindow window;
    window.document()->resetFrom(ui::DocumentModel::defaultWorkbook());
    core::ServiceLevel level;
    level.mode = core::ServiceLevelMode::EqualInteractivity;
    level.targetTokSPerUser = 150;
    window.document()->setServiceLevel(level);
    window.flushUpdates();
    const auto& results = window.scheduler()->results();
    QVERIFY(results.size() == 2 && !results[0].series.currentFits && results[1].series.currentFits);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("unreached.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString summary = pages.first().simplified();
    QVERIFY2(summary.contains(QStringLiteral("no cost or tokens-per-MW ratio at this service level (H200 FP8: not "
                                             "reached (max")),
             qPrintable(summary));
    QVERIFY2(!summary.contains(QStringLiteral("cost per million output tokens \u2013")), qPrintable(summary));
}

// The summary led with $3.24 per output token under cards reading $1.62 per token (in + out).
void TestReport::theSummaryLeadsWithTheCardsCostBasis()
{
    ui::MainWindow window;
    window.document()->resetFrom(ui::DocumentModel::defaultWorkbook());
    // The window keeps its options for the next one: they are put back as they were.
    const ui::ChartOptions before = window.chartOptions();
    for (const bool totalTokens : {false, true}) {
        ui::ChartOptions options = window.chartOptions();
        options.totalTokens = totalTokens;
        window.setChartOptions(options);
        window.flushUpdates();
        QString error;
        const QStringList pages = exportedPages(window, QStringLiteral("basis.pdf"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString summary = pages.first().simplified();
        const QString total = QStringLiteral("$/Mtok total");
        const QString output = QStringLiteral("$/Mtok output");
        QVERIFY2(summary.contains(total) && summary.contains(output), qPrintable(summary));
        QCOMPARE(summary.indexOf(total) < summary.indexOf(output), totalTokens);
        const QString sentence = totalTokens ? QStringLiteral("cost per million tokens (input + output)")
                                             : QStringLiteral("cost per million output tokens");
        QVERIFY2(summary.contains(sentence), qPrintable(summary));
    }
    window.setChartOptions(before);
}

// The owning table wrote the $35,750 capex typed as "$35,800": three figures, where a year-by-year
// cash flow is read to the dollar.
void TestReport::owningPagesWriteTheCapexAsSet()
{
    ui::MainWindow window;
    window.document()->resetFrom(ui::DocumentModel::defaultWorkbook());
    core::ScenarioInputs in = window.document()->scenario(0).inputs;
    in.pricing = core::PricingMode::Owned;
    in.capexPerGpuUsd = 35750;
    window.document()->setInputs(0, in, QStringLiteral("own"));
    window.flushUpdates();
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("owned.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString all = pages.join(QLatin1Char(' ')).simplified();
    const qsizetype owning = all.indexOf(QStringLiteral("Owning over the years"));
    QVERIFY(owning >= 0);
    QVERIFY2(all.indexOf(QStringLiteral("Present value 0 $35,750 $0 $0 $0 \u2212$35,750"), owning) > owning,
             qPrintable(all.mid(owning, 700)));
}

void TestReport::chineseReportUsesTheSimplifiedChineseFace()
{
    if (!QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC")))
        QSKIP("the Simplified Chinese face (fonts-noto-cjk) is not installed");
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios[0].name = "H200 基准方案"; // Chinese glyphs, which a Japanese face would draw differently
    window.document()->resetFrom(data);
    const QString path = m_dir.filePath(QStringLiteral("zh.pdf"));
    const QString error = exportWindowReport(window, path);
    QLocale::setDefault(previous);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    // The embedded faces: the Simplified Chinese one, never the Japanese one fontconfig prefers.
    QVERIFY(pdf.contains("NotoSansCJKsc"));
    QVERIFY(!pdf.contains("NotoSansCJKjp"));
    // Searchable: Qt's PDF writer named a glyph the face shares between an ideograph and a Kangxi
    // radical by the radical ("基准⽅案"), which a search for the word never finds.
    const QString text = textOf(path);
    QVERIFY(text.contains(QStringLiteral("H200 基准方案")));
    for (const QChar c : text)
        QVERIFY2(c.unicode() < 0x2E80 || c.unicode() > 0x2FDF, qPrintable(QString(c)));
}

void TestReport::radicalGlyphsAreNamedByTheirIdeographs()
{
    const QRawFont face = QRawFont::fromFont(ui::fontFor(QLocale(QLocale::Chinese, QLocale::China), QFont()),
                                             QFontDatabase::SimplifiedChinese);
    if (face.glyphIndexesForString(QStringLiteral("方")).value(0) == 0)
        QSKIP("no face with Chinese glyphs is installed");
    // ⽅ (U+2F45) and 方 (U+65B9), ⻚ (U+2EDA) and 页 (U+9875) share their glyphs in the CJK faces; a
    // range of consecutive code points is left alone, and so is everything outside the maps.
    QByteArray pdf = "BT (<2F45>) Tj ET\n2 beginbfrange\n<0000> <0000> <0000>\n"
                     "<0001> <0003> [<2F45> <4E00> <2EDA>]\n<0004> <0004> <2F45>\n<0005> <0006> <2F45>\n"
                     "endbfrange\n";
    const qsizetype size = pdf.size();
    QCOMPARE(ui::report::nameRadicalGlyphsByTheirIdeographs(&pdf, face), 3);
    QCOMPARE(pdf, QByteArray("BT (<2F45>) Tj ET\n2 beginbfrange\n<0000> <0000> <0000>\n"
                             "<0001> <0003> [<65B9> <4E00> <9875>]\n<0004> <0004> <65B9>\n<0005> <0006> <2F45>\n"
                             "endbfrange\n"));
    QCOMPARE(pdf.size(), size); // the file's offsets stay valid
}

// A board pack is discussed page by page ("on page 4"); the notes and sources pages flow over as
// many pages as they need, and each counts.
void TestReport::everyPageSaysItsNumberAndTheCount()
{
    ui::MainWindow window;
    window.document()->resetFrom(workbookWithLongNotes());
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("numbered.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(pages.size() > 6);
    // Whole, in the page's last line: the next page's first line was also drawn there, hidden in
    // the margin, and ran into it ("Page 5clause716").
    for (int i = 0; i < pages.size(); ++i) {
        const QString footer = QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages.size());
        QVERIFY2(pages[i].trimmed().endsWith(footer), qPrintable(pages[i].right(80)));
    }
    // Each word of the flowed notes once: the line before a page break was also in the next page's
    // text, hidden, where a search found it twice.
    QHash<QString, int> count;
    for (const QString& word :
         pages.join(QLatin1Char(' ')).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        ++count[word];
    for (int i = 1; i <= 1200; ++i)
        QVERIFY2(count.value(QStringLiteral("clause%1").arg(i)) == 1, qPrintable(QString::number(i)));
}

// DeepSeek-R1 in FP8 on eight H100s: the weights alone fill the memory. The scenario page read
// "Batch / max batch 64 / 0 sequences", a limit of none.
void TestReport::weightsThatDoNotFitAreNotAMaxBatchOfZero()
{
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios.resize(1);
    data.scenarios[0].inputs.hardwareId = "h100";
    window.document()->resetFrom(data);
    window.document()->setServiceLevel(core::ServiceLevel{}); // at the operating point
    window.flushUpdates();
    QCOMPARE(window.scheduler()->results().front().series.current.op.maxBatch, 0);
    QString error;
    const QStringList pages = exportedPages(window, QStringLiteral("weights.pdf"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString page = pages.at(1).simplified();
    QVERIFY2(page.contains(QStringLiteral("64 / weights do not fit")), qPrintable(page));
    QVERIFY2(!page.contains(QStringLiteral("/ 0 sequences")), qPrintable(page));
}

QTEST_MAIN(TestReport)
#include "test_report.moc"
