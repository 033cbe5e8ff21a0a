// Exports: charts as PNG/SVG/PDF, the PDF report, CSV and TSV, all written atomically.
#include "core/catalog/catalog.h"
#include "core/revenue.h"
#include "ui/chartarea.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/export/atomicfile.h"
#include "ui/export/chartexport.h"
#include "ui/export/reportwriter.h"
#include "ui/export/tableexport.h"
#include "ui/mainwindow.h"
#include "ui/recomputescheduler.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace tf::ui;

class TestExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void chartFormats_data();
    void chartFormats();
    void unknownFormatIsRefusedAndLeavesFileAlone();
    void unwritableDirectoryIsReported();
    void reportHasSummaryScenarioAnalysisAndSourcesPages();
    void pointsCsvHasEveryPoint();
    void tableTsvPastesIntoSpreadsheets();
    void tableCsvAndClipboardCarryRawNumbersWithUnits();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    std::vector<ScenarioSeries> series() const;
};

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->flushUpdates();
    QCOMPARE(m_window->scheduler()->results().size(), size_t(2));
}

std::vector<ScenarioSeries> TestExport::series() const
{
    std::vector<ScenarioSeries> s;
    for (const ScenarioResult& r : m_window->scheduler()->results())
        s.push_back(r.series);
    return s;
}

void TestExport::chartFormats_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    for (const char* chart : {"pareto", "cost", "breakdown", "energy"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 png").arg(QLatin1String(chart))))
            << QString::fromLatin1(chart) << QStringLiteral("png") << QByteArray("\x89PNG");
        QTest::newRow(qPrintable(QStringLiteral("%1 svg").arg(QLatin1String(chart))))
            << QString::fromLatin1(chart) << QStringLiteral("svg") << QByteArray("<?xml");
        QTest::newRow(qPrintable(QStringLiteral("%1 pdf").arg(QLatin1String(chart))))
            << QString::fromLatin1(chart) << QStringLiteral("pdf") << QByteArray("%PDF");
    }
}

void TestExport::chartFormats()
{
    QFETCH(QString, chart);
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    const QString path = m_dir.filePath(chart + QLatin1Char('.') + suffix);
    const auto kind = parseChartKind(chart);
    QVERIFY(kind);
    const tf::core::Status s = exportChart(*kind, series(), ChartOptions{}, path);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith(magic));
    if (suffix == QLatin1String("png")) {
        const QImage image = QImage::fromData(bytes);
        // 2x for slides: 1280 x 720 logical pixels.
        QCOMPARE(image.size(), QSize(2560, 1440));
    }
    if (suffix == QLatin1String("svg"))
        QVERIFY(bytes.contains("<svg")); // vector, not an embedded bitmap only
}

void TestExport::unknownFormatIsRefusedAndLeavesFileAlone()
{
    const QString path = m_dir.filePath(QStringLiteral("keep.gif"));
    QVERIFY(writeFileAtomically(path, "previous").ok());
    const tf::core::Status s = exportChart(ChartKind::Pareto, series(), ChartOptions{}, path);
    QVERIFY(!s.ok());
    QVERIFY(QString::fromStdString(s.error()).contains(QStringLiteral("gif")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("previous"));
}

void TestExport::unwritableDirectoryIsReported()
{
    const tf::core::Status s =
        exportChart(ChartKind::Cost, series(), ChartOptions{}, m_dir.filePath(QStringLiteral("missing/dir/cost.png")));
    QVERIFY(!s.ok());
}

void TestExport::reportHasSummaryScenarioAnalysisAndSourcesPages()
{
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    const tf::core::Status s =
        exportReport(m_window->scheduler()->results(), m_window->document()->catalog(), path, ReportOptions{});
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    // The summary, two scenarios, the iceberg and tornado page and at least one page of sources:
    // the page tree's /Count.
    const QRegularExpressionMatch count =
        QRegularExpression(QStringLiteral("/Count (\\d+)")).match(QString::fromLatin1(pdf));
    QVERIFY(count.hasMatch());
    QVERIFY2(count.captured(1).toInt() >= 5, qPrintable(count.captured(1)));
    QVERIFY(!exportReport({}, m_window->document()->catalog(), path, ReportOptions{}).ok());
}

void TestExport::pointsCsvHasEveryPoint()
{
    const QString csv = pointsToCsv(m_window->scheduler()->results());
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    size_t points = 0;
    for (const ScenarioResult& r : m_window->scheduler()->results())
        points += r.series.points.size();
    QCOMPARE(static_cast<size_t>(lines.size()), points + 1);
    QVERIFY(lines.first().startsWith(QStringLiteral("scenario,hardware,model")));
    QVERIFY(!csv.contains(QStringLiteral("nan")) && !csv.contains(QStringLiteral("inf")));
}

void TestExport::tableTsvPastesIntoSpreadsheets()
{
    const QString tsv = modelToDelimited(*m_window->comparisonModel(), QLatin1Char('\t'));
    const QStringList lines = tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), m_window->comparisonModel()->rowCount() + 1);
    for (const QString& line : lines)
        QCOMPARE(line.count(QLatin1Char('\t')), m_window->comparisonModel()->columnCount());
    QVERIFY(tsv.contains(QStringLiteral("$1.41")));
}

void TestExport::tableCsvAndClipboardCarryRawNumbersWithUnits()
{
    const ComparisonTableModel& model = *m_window->comparisonModel();
    const std::vector<ScenarioResult>& results = m_window->scheduler()->results();
    // The clipboard's TSV splits cell by cell (a CSV cell may quote a comma).
    const QStringList lines =
        comparisonToDelimited(model, QLatin1Char('\t')).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= int(results.size()) + 1);
    const QStringList header = lines.first().split(QLatin1Char('\t'));
    const int gpuHour = int(header.indexOf(QStringLiteral("GPU-hour (USD)")));
    const int cost = int(header.indexOf(QStringLiteral("cost output (USD/Mtok)")));
    const int inputAlone =
        int(header.indexOf(QStringLiteral("input tokens alone pay the GPU-hour (1/0; break-even output price 0)")));
    QVERIFY(gpuHour > 0 && cost > 0 && inputAlone > 0);
    for (size_t i = 0; i < results.size(); ++i) {
        const QStringList row = lines[int(i) + 1].split(QLatin1Char('\t'));
        QCOMPARE(row.size(), header.size());
        // The table's "input alone pays" is a flag beside the break-even price's 0.
        const tf::core::TokenRevenue revenue =
            tf::core::tokenRevenue(results[i].choice.inputs, results[i].series.current, results[i].evaluation.cost);
        QCOMPARE(row[inputAlone], revenue.inputAloneCoversCost ? QStringLiteral("1") : QStringLiteral("0"));
        // Raw numbers a spreadsheet computes with: no currency sign, no grouping, full precision.
        bool ok = false;
        QCOMPARE(row[gpuHour].toDouble(&ok), results[i].evaluation.cost.totalUsd);
        QVERIFY(ok);
        const double costUsd = row[cost].toDouble(&ok);
        QVERIFY(ok);
        QVERIFY(std::abs(costUsd / results[i].series.current.costPerMtokOutputUsd - 1) < 1e-12);
    }
    // The CSV holds the same cells: units live in the header, never beside a number.
    const QString csv = comparisonToDelimited(model, QLatin1Char(','));
    QVERIFY(csv.contains(QStringLiteral("cost output (USD/Mtok)")));
    for (const QString& text : {csv, lines.join(QLatin1Char('\n'))}) {
        QVERIFY(!text.contains(QLatin1Char('$')));
        QVERIFY(!text.contains(QChar(0x00d7))); // the table's "60.7×" ratio text
    }
}

QTEST_MAIN(TestExport)
#include "test_export.moc"
