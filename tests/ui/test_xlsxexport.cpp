// The .xlsx export read back by a spreadsheet reader (openpyxl): its formulas, evaluated from the
// cells they reference, give core's figures, and the cost follows the price cell.
#include "core/analysis/cashflow.h"
#include "core/evaluation.h"
#include "core/revenue.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/export/xlsxexport.h"
#include "ui/mainwindow.h"
#include "ui/recomputescheduler.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace tf::ui;

namespace {

/// Loads the workbook, evaluates one scenario's Results row (a formula's cell references are
/// replaced by their values, recursively, then the arithmetic is evaluated), the cost per output
/// Mtok again with the scenario's GPU price doubled, and the first NPV of the Multi-year sheet
/// with the cost of capital as written and at zero. Prints JSON.
const char* const kReaderScript = R"PY(
import json, re, sys
import openpyxl
from openpyxl.utils import get_column_letter

book = openpyxl.load_workbook(sys.argv[1])
scenario = int(sys.argv[2])
REF = re.compile(r"(?:(\w+)!)?\$?([A-Z]{1,3})\$?([0-9]+)")
SUM = re.compile(r"SUM\((?:(\w+)!)?([A-Z]+)([0-9]+):([A-Z]+)([0-9]+)\)")

def value(sheet, coord, overrides):
    if (sheet, coord) in overrides:
        return overrides[(sheet, coord)]
    v = book[sheet][coord].value
    if isinstance(v, str) and v.startswith("="):
        return evaluate(sheet, v[1:], overrides)
    return v

def evaluate(sheet, formula, overrides):
    def total(m):
        s = m.group(1) or sheet
        assert m.group(2) == m.group(4), "only single-column ranges"
        return repr(sum(float(value(s, m.group(2) + str(r), overrides))
                        for r in range(int(m.group(3)), int(m.group(5)) + 1)))
    expr = SUM.sub(total, formula)
    expr = REF.sub(lambda m: "(" + repr(float(value(m.group(1) or sheet, m.group(2) + m.group(3), overrides))) + ")",
                   expr)
    expr = lazy_if(expr.replace("^", "**").replace("MAX(", "max(").replace("MIN(", "min("))
    return eval(expr, {"__builtins__": {}, "max": max, "min": min})

def lazy_if(expr):
    # IF(test,a,b) -> ((a) if (test) else (b)): only the branch taken is evaluated, as in a spreadsheet.
    while "IF(" in expr:
        start = expr.rindex("IF(")
        depth, at, parts, part_start = 1, start + 3, [], start + 3
        while depth:
            c = expr[at]
            depth += (c == "(") - (c == ")")
            if depth == 1 and c == ",":
                parts.append(expr[part_start:at])
                part_start = at + 1
            at += 1
        parts.append(expr[part_start:at - 1])
        test, then, otherwise = parts
        expr = expr[:start] + "((" + then + ") if (" + test + ") else (" + otherwise + "))" + expr[at:]
    return expr

def input_cell(label):
    sheet = book["Inputs"]
    row = next(r for r in range(1, sheet.max_row + 1) if sheet.cell(r, 1).value == label)
    return get_column_letter(scenario + 2) + str(row)

out = {"sheets": book.sheetnames}
inputs = book["Inputs"]
live = next(c for c in range(1, inputs.max_column + 1) if inputs.cell(1, c).value == "in the formulas")
out["live"] = {str(inputs.cell(r, 1).value): str(inputs.cell(r, live).value) for r in range(2, inputs.max_row + 1)
               if inputs.cell(r, live).value}
for label in ("service level", "configuration"):
    row_of = next(r for r in range(1, inputs.max_row + 1) if inputs.cell(r, 1).value == label)
    out[label] = str(inputs.cell(row_of, scenario + 2).value)
results = book["Results"]
headers = {c.value: c.column_letter for c in results[1] if c.value}
row = str(scenario + 2)
cost = headers["cost output (USD/Mtok)"] + row
out["costFormula"] = str(results[cost].value)
out["results"] = {h: value("Results", col + row, {}) for h, col in headers.items()
                  if h != "scenario" and results[col + row].value is not None}
price = input_cell("GPU price ($/GPU-h)")
out["costAtDoublePrice"] = value("Results", cost, {("Inputs", price): 2 * float(book["Inputs"][price].value)})
years = book["Multi-year"]
npv_rows = [r for r in range(1, years.max_row + 1) if years.cell(r, 1).value == "NPV (USD)"]
if npv_rows:
    npv = "B" + str(npv_rows[0])
    out["npvFormula"] = str(years[npv].value)
    out["npv"] = value("Multi-year", npv, {})
    out["npvAtZeroRate"] = value("Multi-year", npv, {("Inputs", input_cell("Cost of capital (%/year)")): 0.0})
print(json.dumps(out))
)PY";

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

/// Debian's interpreter, where python3-openpyxl installs, before any other python3 on PATH.
QString python()
{
    return QFile::exists(QStringLiteral("/usr/bin/python3"))
               ? QStringLiteral("/usr/bin/python3")
               : QStandardPaths::findExecutable(QStringLiteral("python3"));
}

} // namespace

class TestXlsxExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void rentedCostIsALiveFormulaOfThePrice();
    void ownedMultiYearMatchesCore();
    void powerCapLowersTheLivePowerFormula();
    void marginWithoutRevenueSaysSo();
    void unwritablePathIsReported();

private:
    /// The reader script's JSON for `scenario` of the workbook at `path`; fails the test when the
    /// reader is missing or refuses the file.
    QJsonObject readBack(const QString& path, int scenario);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestXlsxExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->flushUpdates();
    QCOMPARE(m_window->scheduler()->results().size(), size_t(2));
}

QJsonObject TestXlsxExport::readBack(const QString& path, int scenario)
{
    QProcess reader;
    reader.start(python(), {QStringLiteral("-c"), QString::fromUtf8(kReaderScript), path, QString::number(scenario)});
    // build.sh installs python3 and python3-openpyxl, so a missing reader is a failure, not a skip.
    if (!reader.waitForFinished(60000) || reader.exitStatus() != QProcess::NormalExit || reader.exitCode() != 0) {
        QTest::qFail(qPrintable(QStringLiteral("openpyxl reader failed (%1): %2")
                                    .arg(reader.errorString(), QString::fromUtf8(reader.readAllStandardError()))),
                     __FILE__, __LINE__);
        return {};
    }
    return QJsonDocument::fromJson(reader.readAllStandardOutput()).object();
}

void TestXlsxExport::rentedCostIsALiveFormulaOfThePrice()
{
    const std::vector<ScenarioResult>& results = m_window->scheduler()->results();
    const int baseline = m_window->comparisonModel()->baseline();
    QVERIFY(baseline >= 0);
    const ScenarioResult& r = results[static_cast<size_t>(baseline)];
    QCOMPARE(r.choice.inputs.pricing, tf::core::PricingMode::Rented);
    const QString path = m_dir.filePath(QStringLiteral("rented.xlsx"));
    const tf::core::Status s = exportXlsx(results, baseline, m_window->document()->catalog(), path);
    QVERIFY2(s, s ? "" : s.error().c_str());

    const QJsonObject out = readBack(path, baseline);
    QVERIFY(!out.isEmpty());
    QCOMPARE(out.value(QStringLiteral("sheets")).toVariant().toStringList(),
             QStringList({QStringLiteral("Inputs"), QStringLiteral("Results"), QStringLiteral("Multi-year")}));
    QVERIFY2(out.value(QStringLiteral("costFormula")).toString().startsWith(QLatin1Char('=')),
             "the cost per Mtok is a plain value, not a formula");

    const QJsonObject cells = out.value(QStringLiteral("results")).toObject();
    const auto cell = [&cells](const char* header) { return cells.value(QLatin1String(header)).toDouble(NAN); };
    const tf::core::PointMetrics& p = r.evaluation.point;
    const tf::core::TokenRevenue revenue = tf::core::tokenRevenue(r.choice.inputs, p, r.evaluation.cost);
    QVERIFY(near(cell("GPU-hour (USD/GPU-h, per productive hour)"), r.evaluation.cost.totalUsd));
    QVERIFY(near(cell("cost output (USD/Mtok)"), p.costPerMtokOutputUsd));
    QVERIFY(near(cell("cost total (USD/Mtok)"), p.costPerMtokTotalUsd));
    QVERIFY(near(cell("energy throughput total (tok/s/MW)"), p.tokSPerMw));
    QVERIFY(near(cell("energy throughput output (tok/s/MW)"), p.tokSPerMwOutput));
    QVERIFY(near(cell("token revenue (USD/GPU-h, per productive hour)"), revenue.revenueUsdPerGpuHour));
    QVERIFY(near(cell("token revenue total (USD/Mtok)"), revenue.revenueUsdPerMtokTotal));
    QVERIFY(near(cell("margin (USD per paid GPU-h)"), revenue.marginUsdPerGpuHour));
    QVERIFY(near(cell("margin (% of revenue)"), revenue.marginPercent));
    QVERIFY(near(cell("break-even output price (USD/Mtok)"), revenue.breakEvenOutputUsdPerMtok));
    QVERIFY(near(cell("cost per Mtok output vs baseline (ratio)"), 1.0));

    // The figures are at the comparison's service level, for the configuration it chose; the sheet
    // says so rather than passing the chosen batch off as the scenario's own.
    QVERIFY2(out.value(QStringLiteral("service level")).toString().startsWith(QStringLiteral("at equal interactivity")),
             qPrintable(out.value(QStringLiteral("service level")).toString()));
    QVERIFY(out.value(QStringLiteral("configuration")).toString().startsWith(QStringLiteral("chosen")));
    // Doubling the price cell on the Inputs sheet doubles the cost per token computed from it.
    QVERIFY(near(out.value(QStringLiteral("costAtDoublePrice")).toDouble(), 2 * p.costPerMtokOutputUsd));
    // The batch looked as live as the price, yet no formula reads it: the sheet says which are.
    const QJsonObject live = out.value(QStringLiteral("live")).toObject();
    QVERIFY(live.value(QStringLiteral("GPU price ($/GPU-h)")).toString().startsWith(QStringLiteral("yes")));
    QVERIFY2(live.value(QStringLiteral("Batch (concurrent sequences)")).toString().startsWith(QStringLiteral("no")),
             QJsonDocument(live).toJson().constData());
    // An owning input under a given price is unused for that reason, not the throughput's.
    QVERIFY2(
        live.value(QStringLiteral("Capex per GPU ($)")).toString().contains(QStringLiteral("given GPU-hour price")),
        QJsonDocument(live).toJson().constData());
}

void TestXlsxExport::ownedMultiYearMatchesCore()
{
    const tf::core::Catalog& catalog = m_window->document()->catalog();
    std::vector<ScenarioResult> results = m_window->scheduler()->results();
    ScenarioResult& owned = results[0];
    tf::core::ScenarioInputs& in = owned.choice.inputs;
    in.pricing = tf::core::PricingMode::Owned;
    in.costOfCapitalPercent = 9;
    in.residualValuePercent = 15;
    in.usefulLifeYears = 4.5; // a fractional last year is discounted part way through it
    auto evaluation = tf::core::evaluateScenario(in, catalog);
    QVERIFY(evaluation);
    owned.evaluation = *evaluation;
    const QString path = m_dir.filePath(QStringLiteral("owned.xlsx"));
    QVERIFY(exportXlsx(results, 1, catalog, path));

    const QJsonObject out = readBack(path, 0);
    QVERIFY(!out.isEmpty());
    const auto plan = tf::core::planCashFlow(in, catalog);
    QVERIFY(plan);
    QVERIFY(out.value(QStringLiteral("npvFormula")).toString().startsWith(QStringLiteral("=SUM(")));
    QVERIFY(near(out.value(QStringLiteral("npv")).toDouble(NAN), plan->npvUsd));
    tf::core::ScenarioInputs undiscounted = in;
    undiscounted.costOfCapitalPercent = 0;
    const auto flat = tf::core::planCashFlow(undiscounted, catalog);
    QVERIFY(flat);
    // The present values follow the cost-of-capital cell; the years' flows do not depend on it.
    QVERIFY(near(out.value(QStringLiteral("npvAtZeroRate")).toDouble(NAN), flat->npvUsd));
    const QJsonObject cells = out.value(QStringLiteral("results")).toObject();
    QVERIFY(near(cells.value(QStringLiteral("cost output (USD/Mtok)")).toDouble(NAN),
                 owned.evaluation.point.costPerMtokOutputUsd));
}

void TestXlsxExport::powerCapLowersTheLivePowerFormula()
{
    // An owned GPU under a 500 W board cap: the power per GPU, tok/s/MW and the owned GPU-hour
    // (power and facility shares) all use the all-in figure less the board power the cap removes.
    const tf::core::Catalog& catalog = m_window->document()->catalog();
    std::vector<ScenarioResult> results = m_window->scheduler()->results();
    ScenarioResult& capped = results[0];
    tf::core::ScenarioInputs& in = capped.choice.inputs;
    in.pricing = tf::core::PricingMode::Owned;
    const auto uncapped = tf::core::evaluateScenario(in, catalog);
    QVERIFY(uncapped);
    const tf::core::Hardware* hw = catalog.findHardware(in.hardwareId);
    QVERIFY(hw && hw->tdpW > 500);
    in.powerCapW = 500;
    auto evaluation = tf::core::evaluateScenario(in, catalog);
    QVERIFY(evaluation);
    capped.evaluation = *evaluation;
    const double savingW = evaluation->point.op.powerCapSavingW;
    QVERIFY2(savingW > 0, "a cap below TDP removes board power");
    const QString path = m_dir.filePath(QStringLiteral("capped.xlsx"));
    QVERIFY(exportXlsx(results, 1, catalog, path));

    const QJsonObject out = readBack(path, 0);
    QVERIFY(!out.isEmpty());
    const QJsonObject cells = out.value(QStringLiteral("results")).toObject();
    const auto cell = [&cells](const char* header) { return cells.value(QLatin1String(header)).toDouble(NAN); };
    const double expectedKw = (in.allInKwPerGpu - savingW / 1000.0) * in.pue;
    QVERIFY(near(cell("power per GPU (kW, capped all-in x PUE)"), expectedKw));
    QVERIFY(near(evaluation->facilityKw, expectedKw));
    QVERIFY(expectedKw < uncapped->facilityKw);
    QVERIFY(near(cell("energy throughput total (tok/s/MW)"), evaluation->point.tokSPerMw));
    QVERIFY(near(cell("cost output (USD/Mtok)"), evaluation->point.costPerMtokOutputUsd));
    QVERIFY(near(cell("GPU-hour (USD/GPU-h, per productive hour)"), evaluation->cost.totalUsd));
}

void TestXlsxExport::marginWithoutRevenueSaysSo()
{
    // Tokens given away earn nothing: the margin per GPU-hour is the cost, negative, and the
    // margin as a share of revenue has no value; the formula says so instead of dividing by zero.
    std::vector<ScenarioResult> results = m_window->scheduler()->results();
    tf::core::ScenarioInputs& in = results[0].choice.inputs;
    in.inputPriceUsdPerMtok = 0;
    in.cachedInputPriceUsdPerMtok = 0;
    in.outputPriceUsdPerMtok = 0;
    const QString path = m_dir.filePath(QStringLiteral("free.xlsx"));
    QVERIFY(exportXlsx(results, 1, m_window->document()->catalog(), path));

    const QJsonObject out = readBack(path, 0);
    QVERIFY(!out.isEmpty());
    const QJsonObject cells = out.value(QStringLiteral("results")).toObject();
    QCOMPARE(cells.value(QStringLiteral("token revenue (USD/GPU-h, per productive hour)")).toDouble(NAN), 0.0);
    QCOMPARE(cells.value(QStringLiteral("margin (% of revenue)")).toString(), QStringLiteral("no revenue"));
    const double margin = cells.value(QStringLiteral("margin (USD per paid GPU-h)")).toDouble(NAN);
    QVERIFY2(margin < 0, qPrintable(QString::number(margin)));
}

void TestXlsxExport::unwritablePathIsReported()
{
    const QString path = m_dir.filePath(QStringLiteral("missing-folder/out.xlsx"));
    const tf::core::Status s = exportXlsx(m_window->scheduler()->results(), 0, m_window->document()->catalog(), path);
    QVERIFY(!s);
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestXlsxExport)
#include "test_xlsxexport.moc"
