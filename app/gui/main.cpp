#include "core/document/workbook.h"
#include "ui/chartarea.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/export/chartexport.h"
#include "ui/export/reportwriter.h"
#include "ui/export/xlsxexport.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/presentationmode.h"
#include "ui/recomputescheduler.h"
#include "ui/servicelevelbar.h"
#include "ui/uibenchmark.h"
#include "ui/uisettings.h"
#include "ui/undoshortcuts.h"
#include "ui/workbookcontroller.h"
#include "ui/wrappedtooltips.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

/// The GUI's options. Four modes share them: headless export, the slider benchmark, a screenshot
/// and the interactive window (the default).
struct CommandLine
{
    QCommandLineParser parser;
    const QCommandLineOption screenshot{
        QStringLiteral("screenshot"), QApplication::translate("main", "Render the main window to FILE (PNG) and exit."),
        QStringLiteral("FILE")};
    const QCommandLineOption benchmark{
        QStringLiteral("benchmark-ui"),
        QApplication::translate("main",
                                "Drag a slider with several scenarios overlaid and print event-to-repaint times.")};
    const QCommandLineOption benchmarkMode{
        QStringLiteral("benchmark-mode"),
        QApplication::translate("main", "Service level of the benchmark: operating-point, equal-interactivity, "
                                        "best-under-slo or all (default all)."),
        QStringLiteral("MODE"), QStringLiteral("all")};
    const QCommandLineOption benchmarkScenarios{
        QStringLiteral("benchmark-scenarios"),
        QApplication::translate("main", "Scenarios overlaid in the benchmark (default 4)."), QStringLiteral("N"),
        QString::number(tf::ui::kDefaultBenchmarkScenarios)};
    const QCommandLineOption serviceLevel{
        QStringLiteral("service-level"),
        QApplication::translate("main", "Compare at MODE for screenshots and exports: operating-point, "
                                        "equal-interactivity (50 tok/s/user) or best-under-slo (TTFT 2 s, 50 "
                                        "tok/s/user)."),
        QStringLiteral("MODE")};
    const QCommandLineOption json{QStringLiteral("json"), QApplication::translate("main", "Benchmark output as JSON.")};
    const QCommandLineOption events{QStringLiteral("events"),
                                    QApplication::translate("main", "Slider events in the benchmark (default 200)."),
                                    QStringLiteral("N"), QStringLiteral("200")};
    const QCommandLineOption language{QStringLiteral("lang"),
                                      QApplication::translate("main", "User interface language, e.g. zh_CN."),
                                      QStringLiteral("LOCALE")};
    const QCommandLineOption exportReport{
        QStringLiteral("export-report"),
        QApplication::translate("main",
                                "Write the PDF report of the workbook (or the default scenarios) to FILE and exit."),
        QStringLiteral("FILE")};
    const QCommandLineOption exportXlsx{
        QStringLiteral("export-xlsx"),
        QApplication::translate("main", "Write the spreadsheet (.xlsx, live formulas) of the workbook (or the "
                                        "default scenarios) to FILE and exit."),
        QStringLiteral("FILE")};
    const QCommandLineOption exportChart{
        QStringLiteral("export-chart"),
        QApplication::translate("main", "Write one chart (pareto, cost, breakdown, energy or iceberg) to the FILE "
                                        "given after the options (.png, .svg or .pdf) and exit."),
        QStringLiteral("CHART")};
    const QCommandLineOption workbook{QStringLiteral("workbook"),
                                      QApplication::translate("main", "Workbook to open for exports and screenshots."),
                                      QStringLiteral("FILE")};
    const QCommandLineOption present{
        QStringLiteral("present"),
        QApplication::translate("main", "Start in presentation mode (full screen, large type).")};

    void process(const QApplication& app)
    {
        parser.setApplicationDescription(
            QApplication::translate("main", "What-if explorer for the economics of AI inference."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, benchmark, benchmarkMode, benchmarkScenarios, serviceLevel, json, events,
                           language, exportReport, exportXlsx, exportChart, workbook, present});
        parser.addPositionalArgument(
            QStringLiteral("file"),
            QApplication::translate("main", "Workbook to open (or the output file of --export-chart)."),
            QStringLiteral("[file]"));
        parser.process(app);
    }
    bool headlessExport() const
    {
        return parser.isSet(exportReport) || parser.isSet(exportXlsx) || parser.isSet(exportChart);
    }
    /// --workbook, or the positional file unless that is an exported chart's output.
    QString workbookPath() const
    {
        QString path = parser.value(workbook);
        if (path.isEmpty() && !parser.isSet(exportChart) && !parser.positionalArguments().isEmpty())
            path = parser.positionalArguments().constFirst();
        return path;
    }
};

int fail(const QString& message)
{
    std::fprintf(stderr, "tokenfactory: %s\n", qPrintable(message));
    return 2;
}

/// The saved language unless --lang names another (tf::ui::installLanguage says what it loads).
void installTranslators(const CommandLine& options, QTranslator& qtTranslator, QTranslator& appTranslator)
{
    const QString savedLanguage = tf::ui::UiSettings().language();
    const QLocale locale = options.parser.isSet(options.language) ? QLocale(options.parser.value(options.language))
                           : !savedLanguage.isEmpty()             ? QLocale(savedLanguage)
                                                                  : QLocale();
    tf::ui::installLanguage(locale, qtTranslator, appTranslator);
}

/// Exports and screenshots read the workbook named on the command line and the level asked for;
/// 0, or 2 after printing why not.
int prepareDocument(tf::ui::MainWindow& window, const CommandLine& options)
{
    const QString workbookPath = options.workbookPath();
    if (!workbookPath.isEmpty() && (options.headlessExport() || options.parser.isSet(options.screenshot))) {
        auto data = tf::core::readWorkbook(QFile::encodeName(workbookPath).toStdString());
        if (!data)
            return fail(QString::fromStdString(data.error()));
        window.document()->resetFrom(*data);
    }
    if (options.parser.isSet(options.serviceLevel)) {
        tf::core::ServiceLevelMode mode;
        if (!tf::core::serviceLevelModeFromId(options.parser.value(options.serviceLevel).toStdString(), &mode))
            return fail(QStringLiteral("--service-level must be operating-point, equal-interactivity or "
                                       "best-under-slo"));
        window.document()->setServiceLevel(tf::ui::benchmarkServiceLevel(mode));
    }
    return 0;
}

tf::ui::ChartOptions chartOptionsShown(const tf::ui::MainWindow& window)
{
    return tf::ui::chartOptionsAtServiceLevel(window.chartOptions(), window.document()->serviceLevel());
}

/// --export-report, --export-xlsx and/or --export-chart without showing a window.
int exportHeadless(tf::ui::MainWindow& window, const CommandLine& options)
{
    window.flushUpdates();
    const std::vector<tf::ui::ScenarioResult>& results = window.scheduler()->results();
    const QCommandLineParser& parser = options.parser;
    if (parser.isSet(options.exportReport)) {
        tf::ui::ReportOptions report;
        const QString workbookPath = options.workbookPath();
        report.workbookName = workbookPath.isEmpty() ? QString() : QFileInfo(workbookPath).fileName();
        report.chartOptions = chartOptionsShown(window);
        tf::ui::takeNotes(*window.document(), &report);
        const tf::core::Status s =
            tf::ui::exportReport(results, window.document()->catalog(), parser.value(options.exportReport), report);
        if (!s)
            return fail(QString::fromStdString(s.error()));
    }
    if (parser.isSet(options.exportXlsx)) {
        const tf::core::Status s = tf::ui::exportXlsx(results, window.comparisonModel()->baseline(),
                                                      window.document()->catalog(), parser.value(options.exportXlsx));
        if (!s)
            return fail(QString::fromStdString(s.error()));
    }
    if (parser.isSet(options.exportChart)) {
        const auto kind = tf::ui::parseChartKind(parser.value(options.exportChart));
        if (!kind)
            return fail(QStringLiteral("--export-chart must be pareto, cost, breakdown, energy or iceberg"));
        if (parser.positionalArguments().isEmpty())
            return fail(QStringLiteral("--export-chart needs an output FILE (.png, .svg or .pdf)"));
        std::vector<tf::ui::ScenarioSeries> series;
        for (const tf::ui::ScenarioResult& r : results)
            series.push_back(r.series);
        const tf::core::Status s =
            tf::ui::exportChart(*kind, series, chartOptionsShown(window), parser.positionalArguments().constFirst());
        if (!s)
            return fail(QString::fromStdString(s.error()));
    }
    return 0;
}

/// The modes `modeText` names ("all" = every mode); empty for an unknown name.
std::vector<tf::core::ServiceLevelMode> benchmarkModes(const QString& modeText)
{
    if (modeText == QLatin1String("all"))
        return {tf::core::ServiceLevelMode::OperatingPoint, tf::core::ServiceLevelMode::EqualInteractivity,
                tf::core::ServiceLevelMode::BestUnderSlo};
    tf::core::ServiceLevelMode one;
    if (tf::core::serviceLevelModeFromId(modeText.toStdString(), &one))
        return {one};
    return {};
}

QJsonObject benchmarkJson(const tf::ui::UiBenchmarkResult& r)
{
    return QJsonObject{{QStringLiteral("mode"), QString::fromLatin1(tf::core::serviceLevelModeId(r.mode))},
                       {QStringLiteral("p50_ms"), r.p50Ms},
                       {QStringLiteral("p95_ms"), r.p95Ms},
                       {QStringLiteral("max_ms"), r.maxMs},
                       {QStringLiteral("recompute_mean_ms"), r.meanRecomputeMs},
                       {QStringLiteral("events"), r.events},
                       {QStringLiteral("scenarios"), r.scenarios},
                       {QStringLiteral("undo_steps"), r.undoSteps}};
}

QString benchmarkText(const tf::ui::UiBenchmarkResult& r)
{
    return QStringLiteral("mode %1\np50_ms %2\np95_ms %3\nmax_ms %4\nrecompute_mean_ms %5\nevents %6\n"
                          "scenarios %7\nundo_steps %8\n\n")
        .arg(QString::fromLatin1(tf::core::serviceLevelModeId(r.mode)))
        .arg(r.p50Ms, 0, 'f', 3)
        .arg(r.p95Ms, 0, 'f', 3)
        .arg(r.maxMs, 0, 'f', 3)
        .arg(r.meanRecomputeMs, 0, 'f', 3)
        .arg(r.events)
        .arg(r.scenarios)
        .arg(r.undoSteps);
}

/// --benchmark-ui: the slider benchmark at each mode asked for, figures printed per mode; 2 for
/// bad arguments.
int runBenchmarks(tf::ui::MainWindow& window, const CommandLine& options)
{
    const QCommandLineParser& parser = options.parser;
    bool eventsOk = false, scenariosOk = false;
    const int events = parser.value(options.events).toInt(&eventsOk);
    const int scenarios = parser.value(options.benchmarkScenarios).toInt(&scenariosOk);
    if (!eventsOk || events < 1)
        return fail(QStringLiteral("--events must be a positive integer"));
    if (!scenariosOk || scenarios < 1)
        return fail(QStringLiteral("--benchmark-scenarios must be a positive integer"));
    const std::vector<tf::core::ServiceLevelMode> modes = benchmarkModes(parser.value(options.benchmarkMode));
    if (modes.empty())
        return fail(QStringLiteral("--benchmark-mode must be operating-point, equal-interactivity, best-under-slo "
                                   "or all"));
    const tf::ui::UiBenchmarkTarget target{&window, window.document(), window.parameterPanel(), window.scheduler(),
                                           window.chartArea()};
    QJsonArray runs;
    QTextStream out(stdout);
    for (tf::core::ServiceLevelMode mode : modes) {
        const tf::ui::UiBenchmarkResult r =
            tf::ui::runUiBenchmark(target, events, scenarios, tf::ui::benchmarkServiceLevel(mode));
        runs.append(benchmarkJson(r));
        if (!parser.isSet(options.json))
            out << benchmarkText(r);
    }
    if (parser.isSet(options.json))
        out << QJsonDocument(runs.size() == 1 ? runs.first().toObject() : QJsonObject{{QStringLiteral("runs"), runs}})
                   .toJson(QJsonDocument::Indented);
    return 0;
}

/// --screenshot: the window at a fixed size, rendered to a PNG once the charts have laid out.
int takeScreenshot(tf::ui::MainWindow& window, const CommandLine& options)
{
    // A fixed size so docs and tests get the same picture whatever the saved layout.
    window.resize(1600, 1000);
    window.show();
    if (options.parser.isSet(options.present))
        window.presentationMode()->setActive(true); // the screen's size
    window.flushUpdates();
    // Let the chart scenes finish their deferred layout before grabbing.
    QEventLoop settle;
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    window.chartArea()->repaintNow();
    const QString file = options.parser.value(options.screenshot);
    if (!window.grab().save(file, "PNG"))
        return fail(QStringLiteral("cannot write %1").arg(file));
    return 0;
}

/// The explorer as users run it: recovery offered first, then the workbook asked for.
int runInteractive(tf::ui::MainWindow& window, const CommandLine& options)
{
    // The new instance starts once this one has quit, so only one is ever on screen.
    QObject::connect(&window, &tf::ui::MainWindow::languageRestartRequested, qApp,
                     [](const QString& locale, const QString& workbookPath) {
                         QStringList arguments = {QStringLiteral("--lang"), locale};
                         if (!workbookPath.isEmpty())
                             arguments << QStringLiteral("--workbook") << workbookPath;
                         QObject::connect(qApp, &QCoreApplication::aboutToQuit, qApp, [arguments] {
                             QProcess::startDetached(QApplication::applicationFilePath(), arguments);
                         });
                         QApplication::quit();
                     });
    window.show();
    if (options.parser.isSet(options.present))
        window.presentationMode()->setActive(true);
    // A crash left unsaved work behind: offer it before anything else.
    const bool recovered = window.workbook()->offerRecovery();
    const QString workbookPath = options.workbookPath();
    if (!recovered && !workbookPath.isEmpty())
        window.workbook()->openFile(workbookPath); // refusals are shown; the default workbook stays
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("TokenFactory"));
    QApplication::setApplicationName(QStringLiteral("tokenfactory"));
    QApplication::setApplicationDisplayName(QStringLiteral("Token Factory"));
    QApplication::setApplicationVersion(QStringLiteral(TF_VERSION));
    CommandLine options;
    options.process(app);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tokenfactory.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.tokenfactory.TokenFactory"));
    QTranslator qtTranslator;
    QTranslator appTranslator;
    installTranslators(options, qtTranslator, appTranslator);

    tf::ui::WrappedToolTips wrappedToolTips;
    QApplication::instance()->installEventFilter(&wrappedToolTips);
    tf::ui::UndoShortcutsReachTheWindow undoShortcuts;
    QApplication::instance()->installEventFilter(&undoShortcuts);
    tf::ui::MainWindow window;
    if (const int status = prepareDocument(window, options))
        return status;
    if (options.headlessExport())
        return exportHeadless(window, options);
    if (options.parser.isSet(options.benchmark))
        return runBenchmarks(window, options);
    if (options.parser.isSet(options.screenshot))
        return takeScreenshot(window, options);
    return runInteractive(window, options);
}
