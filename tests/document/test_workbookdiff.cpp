// Comparing two workbooks: scenarios added, removed and changed, their inputs and figures, and the
// user-defined hardware behind the figures; the CLI's `diff` verb over files (TF_CLI_PATH).
#include "core/document/workbookdiff.h"
#include "core/servicecomparison.h"
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace tf;

namespace {

/// Two scenarios at the operating point (cheap to evaluate), the first on the workbook's own GPU.
core::WorkbookData labWorkbook()
{
    core::WorkbookData data;
    core::ScenarioRecord lab;
    lab.name = "Lab GPU";
    lab.inputs.hardwareId = "lab-gpu";
    lab.inputs.modelId = "llama-3.3-70b";
    lab.inputs.tensorParallel = 4;
    lab.inputs.prefillTensorParallel = 4;
    core::ScenarioRecord h200;
    h200.name = "H200";
    h200.inputs = lab.inputs;
    h200.inputs.hardwareId = "h200";
    data.scenarios = {lab, h200};
    data.customHardware = {test::customHardware()};
    core::ServiceLevel level;
    level.mode = core::ServiceLevelMode::OperatingPoint;
    data.chartSettings.insert(QLatin1String(core::kServiceLevelSettingsKey), core::serviceLevelToJson(level));
    return data;
}

size_t countMetric(const core::ScenarioChange& change, const char* metric)
{
    return size_t(std::count_if(change.outputs.begin(), change.outputs.end(),
                                [&](const core::FigureChange& f) { return f.metric == metric; }));
}

} // namespace

class TestWorkbookDiff : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void sameWorkbookHasNoDifferences()
    {
        const core::WorkbookData data = labWorkbook();
        const core::WorkbookDiff diff = core::diffWorkbooks(data, data, core::Catalog::builtIn());
        QVERIFY(diff.empty());
        QCOMPARE(core::workbookDiffToText(diff), std::string("no differences\n"));
        QVERIFY(core::workbookDiffToJson(diff).value(QStringLiteral("identical")).toBool());
    }

    void addedRemovedAndChangedInputs()
    {
        const core::WorkbookData mine = labWorkbook();
        core::WorkbookData theirs = mine;
        theirs.scenarios.erase(theirs.scenarios.begin()); // "Lab GPU" removed
        theirs.scenarios[0].inputs.batch = mine.scenarios[1].inputs.batch * 2;
        theirs.scenarios[0].notes = "doubled the batch";
        core::ScenarioRecord added = mine.scenarios[1];
        added.name = "B200";
        added.inputs.hardwareId = "b200";
        theirs.scenarios.push_back(added);
        const core::WorkbookDiff diff = core::diffWorkbooks(mine, theirs, core::Catalog::builtIn());
        QCOMPARE(diff.addedScenarios, std::vector<std::string>{"B200"});
        QCOMPARE(diff.removedScenarios, std::vector<std::string>{"Lab GPU"});
        QCOMPARE(diff.changedScenarios.size(), size_t(1));
        const core::ScenarioChange& c = diff.changedScenarios[0];
        QCOMPARE(c.name, std::string("H200"));
        QCOMPARE(c.inputs.size(), size_t(1));
        QCOMPARE(c.inputs[0].key, std::string("batch"));
        QCOMPARE(c.inputs[0].after.toInt(), mine.scenarios[1].inputs.batch * 2);
        QVERIFY(c.notesChanged);
        // Twice the batch: more tokens per GPU, each user slower.
        QCOMPARE(countMetric(c, "tok_s_gpu_total"), size_t(1));
        QCOMPARE(countMetric(c, "tok_s_user"), size_t(1));
        QCOMPARE(countMetric(c, "usd_per_gpu_hour"), size_t(0)); // the price did not change
    }

    // A colleague's file that redefines its own GPU changes figures with no input changing: the
    // comparison says so rather than hiding it.
    void redefinedCustomHardwareShowsAsChangedFigures()
    {
        const core::WorkbookData mine = labWorkbook();
        core::WorkbookData theirs = mine;
        theirs.customHardware[0].hbmTbPerS *= 1.5;
        const core::WorkbookDiff diff = core::diffWorkbooks(mine, theirs, core::Catalog::builtIn());
        QCOMPARE(diff.catalogChanges.size(), size_t(1));
        QCOMPARE(diff.catalogChanges[0].kind, std::string("hardware"));
        QCOMPARE(diff.catalogChanges[0].id, std::string("lab-gpu"));
        QCOMPARE(diff.catalogChanges[0].change, std::string("changed"));
        QCOMPARE(diff.changedScenarios.size(), size_t(1));
        QCOMPARE(diff.changedScenarios[0].name, std::string("Lab GPU"));
        QVERIFY(diff.changedScenarios[0].inputs.empty());
        QCOMPARE(countMetric(diff.changedScenarios[0], "tok_s_gpu_total"), size_t(1));
    }

    void snapshotsAndNotesAreCounted()
    {
        const core::WorkbookData mine = test::sampleWorkbook();
        core::WorkbookData theirs = mine;
        theirs.snapshots.pop_back();
        theirs.notes = "other notes";
        const core::WorkbookDiff diff = core::diffWorkbooks(mine, theirs, core::Catalog::builtIn());
        QCOMPARE(diff.snapshotsRemoved, 1);
        QCOMPARE(diff.snapshotsAdded, 0);
        QVERIFY(diff.workbookNotesChanged);
    }

    void cliDiffPrintsAndExitsLikeDiff()
    {
        const QString a = m_dir.filePath(QStringLiteral("mine.tfwb"));
        const QString b = m_dir.filePath(QStringLiteral("theirs.tfwb"));
        core::WorkbookData theirs = labWorkbook();
        theirs.scenarios[1].inputs.pricePerGpuHourUsd = 2.5;
        QVERIFY(core::writeWorkbook(a.toStdString(), labWorkbook()).ok());
        QVERIFY(core::writeWorkbook(b.toStdString(), theirs).ok());

        const test::Run same = test::cli({QStringLiteral("diff"), a, a});
        QCOMPARE(same.exitCode, 0);
        QVERIFY(same.out.contains("no differences"));

        const test::Run text = test::cli({QStringLiteral("diff"), a, b});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains("~ scenario 'H200' changed"), text.out.constData());
        QVERIFY2(text.out.contains("input  price_per_gpu_hour: 1.41 -> 2.5"), text.out.constData());
        QVERIFY2(text.out.contains("output cost_per_mtok_output_usd"), text.out.constData());

        const test::Run json = test::cli({QStringLiteral("diff"), a, b, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject root = QJsonDocument::fromJson(json.out).object();
        const QJsonArray changed = root.value(QStringLiteral("changed")).toArray();
        QCOMPARE(changed.size(), 1);
        const QJsonObject input = changed[0].toObject().value(QStringLiteral("inputs")).toArray()[0].toObject();
        QCOMPARE(input.value(QStringLiteral("key")).toString(), QStringLiteral("price_per_gpu_hour"));
        QCOMPARE(input.value(QStringLiteral("after")).toDouble(), 2.5);

        // A file that is not a workbook is refused with a message, like every other verb.
        const QString bad = m_dir.filePath(QStringLiteral("bad.tfwb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a workbook");
        f.close();
        const test::Run refused = test::cli({QStringLiteral("diff"), a, bad});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("not a SQLite database"));
    }
};

QTEST_GUILESS_MAIN(TestWorkbookDiff)
#include "test_workbookdiff.moc"
