#include "core/document/workbook.h"
#include "ui/chartarea.h"
#include "ui/documentmodel.h"
#include "ui/export/chartexport.h"
#include "ui/export/reportwriter.h"
#include "ui/mainwindow.h"
#include "ui/presentationmode.h"
#include "ui/recomputescheduler.h"
#include "ui/servicelevelbar.h"
#include "ui/uibenchmark.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

/// Runs the slider benchmark at each service level `modeText` names ("all" = every mode) and
/// prints the figures; 2 for an unknown mode.
int runBenchmarks(tf::ui::MainWindow& window, int count, const QString& modeText, bool json)
{
    std::vector<tf::core::ServiceLevelMode> modes;
    tf::core::ServiceLevelMode one;
    if (modeText == QLatin1String("all"))
        modes = {tf::core::ServiceLevelMode::OperatingPoint, tf::core::ServiceLevelMode::EqualInteractivity,
                 tf::core::ServiceLevelMode::BestUnderSlo};
    else if (tf::core::serviceLevelModeFromId(modeText.toStdString(), &one))
        modes = {one};
    if (modes.empty()) {
        std::fprintf(stderr, "tokenfactory: --benchmark-mode must be operating-point, equal-interactivity, "
                             "best-under-slo or all\n");
        return 2;
    }
    QJsonArray runs;
    QTextStream out(stdout);
    for (tf::core::ServiceLevelMode mode : modes) {
        const tf::ui::UiBenchmarkResult r = tf::ui::runUiBenchmark(&window, count, tf::ui::benchmarkServiceLevel(mode));
        const QString modeId = QString::fromLatin1(tf::core::serviceLevelModeId(mode));
        runs.append(QJsonObject{{QStringLiteral("mode"), modeId},
                                {QStringLiteral("p50_ms"), r.p50Ms},
                                {QStringLiteral("p95_ms"), r.p95Ms},
                                {QStringLiteral("max_ms"), r.maxMs},
                                {QStringLiteral("recompute_mean_ms"), r.meanRecomputeMs},
                                {QStringLiteral("events"), r.events},
                                {QStringLiteral("scenarios"), r.scenarios},
                                {QStringLiteral("undo_steps"), r.undoSteps}});
        if (!json)
            out << QStringLiteral("mode %1\np50_ms %2\np95_ms %3\nmax_ms %4\nrecompute_mean_ms %5\nevents %6\n"
                                  "scenarios %7\nundo_steps %8\n\n")
                       .arg(modeId)
                       .arg(r.p50Ms, 0, 'f', 3)
                       .arg(r.p95Ms, 0, 'f', 3)
                       .arg(r.maxMs, 0, 'f', 3)
                       .arg(r.meanRecomputeMs, 0, 'f', 3)
                       .arg(r.events)
                       .arg(r.scenarios)
                       .arg(r.undoSteps);
    }
    if (json)
        out << QJsonDocument(runs.size() == 1 ? runs.first().toObject() : QJsonObject{{QStringLiteral("runs"), runs}})
                   .toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("TokenFactory"));
    QApplication::setApplicationName(QStringLiteral("tokenfactory"));
    QApplication::setApplicationDisplayName(QStringLiteral("Token Factory"));
    QApplication::setApplicationVersion(QStringLiteral(TF_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "What-if explorer for the economics of AI inference."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"), QApplication::translate("main", "Render the main window to FILE (PNG) and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark-ui"),
                                       QApplication::translate("main", "Drag a slider with 4 scenarios overlaid and "
                                                                       "print event-to-repaint times."));
    const QCommandLineOption benchmarkMode(
        QStringLiteral("benchmark-mode"),
        QApplication::translate("main", "Service level of the benchmark: operating-point, equal-interactivity, "
                                        "best-under-slo or all (default all)."),
        QStringLiteral("MODE"), QStringLiteral("all"));
    const QCommandLineOption serviceLevel(
        QStringLiteral("service-level"),
        QApplication::translate("main", "Compare at MODE for screenshots and exports: operating-point, "
                                        "equal-interactivity (50 tok/s/user) or best-under-slo (TTFT 2 s, 50 "
                                        "tok/s/user)."),
        QStringLiteral("MODE"));
    const QCommandLineOption json(QStringLiteral("json"), QApplication::translate("main", "Benchmark output as JSON."));
    const QCommandLineOption events(QStringLiteral("events"),
                                    QApplication::translate("main", "Slider events in the benchmark (default 200)."),
                                    QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption language(QStringLiteral("lang"),
                                      QApplication::translate("main", "User interface language, e.g. zh_CN."),
                                      QStringLiteral("LOCALE"));
    const QCommandLineOption exportReport(
        QStringLiteral("export-report"),
        QApplication::translate("main",
                                "Write the PDF report of the workbook (or the default scenarios) to FILE and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption exportChart(
        QStringLiteral("export-chart"),
        QApplication::translate("main", "Write one chart (pareto, cost, breakdown or energy) to the FILE given after "
                                        "the options (.png, .svg or .pdf) and exit."),
        QStringLiteral("CHART"));
    const QCommandLineOption workbook(QStringLiteral("workbook"),
                                      QApplication::translate("main", "Workbook to open for exports and screenshots."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption present(
        QStringLiteral("present"),
        QApplication::translate("main", "Start in presentation mode (full screen, large type)."));
    parser.addOptions({screenshot, benchmark, benchmarkMode, serviceLevel, json, events, language, exportReport,
                       exportChart, workbook, present});
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "Workbook to open (or the output file of --export-chart)."),
        QStringLiteral("[file]"));
    parser.process(app);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tokenfactory.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.tokenfactory.TokenFactory"));

    const QString savedLanguage = tf::ui::UiSettings().language();
    const QLocale locale = parser.isSet(language)     ? QLocale(parser.value(language))
                           : !savedLanguage.isEmpty() ? QLocale(savedLanguage)
                                                      : QLocale();
    QLocale::setDefault(locale);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(locale, QStringLiteral("tokenfactory"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    tf::ui::MainWindow window;
    const auto fail = [](const QString& message) {
        std::fprintf(stderr, "tokenfactory: %s\n", qPrintable(message));
        return 2;
    };
    const bool headlessExport = parser.isSet(exportReport) || parser.isSet(exportChart);
    QString workbookPath = parser.value(workbook);
    if (workbookPath.isEmpty() && !parser.isSet(exportChart) && !parser.positionalArguments().isEmpty())
        workbookPath = parser.positionalArguments().constFirst();
    if (!workbookPath.isEmpty() && (headlessExport || parser.isSet(screenshot))) {
        auto data = tf::core::readWorkbook(QFile::encodeName(workbookPath).toStdString());
        if (!data)
            return fail(QString::fromStdString(data.error()));
        window.document()->resetFrom(*data);
    }
    if (parser.isSet(serviceLevel)) {
        tf::core::ServiceLevelMode mode;
        if (!tf::core::serviceLevelModeFromId(parser.value(serviceLevel).toStdString(), &mode))
            return fail(QStringLiteral("--service-level must be operating-point, equal-interactivity or "
                                       "best-under-slo"));
        window.document()->setServiceLevel(tf::ui::benchmarkServiceLevel(mode));
    }
    if (headlessExport) {
        window.flushUpdates();
        const std::vector<tf::ui::ScenarioResult>& results = window.scheduler()->results();
        if (parser.isSet(exportReport)) {
            tf::ui::ReportOptions options;
            options.workbookName = workbookPath.isEmpty() ? QString() : QFileInfo(workbookPath).fileName();
            options.chartOptions =
                tf::ui::chartOptionsAtServiceLevel(window.chartOptions(), window.document()->serviceLevel());
            const tf::core::Status s =
                tf::ui::exportReport(results, window.document()->catalog(), parser.value(exportReport), options);
            if (!s)
                return fail(QString::fromStdString(s.error()));
        }
        if (parser.isSet(exportChart)) {
            const auto kind = tf::ui::parseChartKind(parser.value(exportChart));
            if (!kind)
                return fail(QStringLiteral("--export-chart must be pareto, cost, breakdown or energy"));
            if (parser.positionalArguments().isEmpty())
                return fail(QStringLiteral("--export-chart needs an output FILE (.png, .svg or .pdf)"));
            std::vector<tf::ui::ScenarioSeries> series;
            for (const tf::ui::ScenarioResult& r : results)
                series.push_back(r.series);
            const tf::core::Status s = tf::ui::exportChart(
                *kind, series,
                tf::ui::chartOptionsAtServiceLevel(window.chartOptions(), window.document()->serviceLevel()),
                parser.positionalArguments().constFirst());
            if (!s)
                return fail(QString::fromStdString(s.error()));
        }
        return 0;
    }
    if (parser.isSet(benchmark)) {
        bool ok = false;
        const int count = parser.value(events).toInt(&ok);
        if (!ok || count < 1) {
            std::fprintf(stderr, "tokenfactory: --events must be a positive integer\n");
            return 2;
        }
        return runBenchmarks(window, count, parser.value(benchmarkMode), parser.isSet(json));
    }
    if (parser.isSet(screenshot)) {
        // A fixed size so docs and tests get the same picture whatever the saved layout.
        window.resize(1600, 1000);
        window.show();
        if (parser.isSet(present))
            window.presentationMode()->setActive(true); // the screen's size
        window.flushUpdates();
        // Let the chart scenes finish their deferred layout before grabbing.
        QEventLoop settle;
        QTimer::singleShot(300, &settle, &QEventLoop::quit);
        settle.exec();
        window.chartArea()->repaintNow();
        const QString file = parser.value(screenshot);
        if (!window.grab().save(file, "PNG")) {
            std::fprintf(stderr, "tokenfactory: cannot write %s\n", qPrintable(file));
            return 2;
        }
        return 0;
    }
    window.show();
    if (parser.isSet(present))
        window.presentationMode()->setActive(true);
    // A crash left unsaved work behind: offer it before anything else.
    const bool recovered = window.workbook()->offerRecovery();
    if (!recovered && !workbookPath.isEmpty())
        window.workbook()->openFile(workbookPath); // refusals are shown; the default workbook stays

    return QApplication::exec();
}
