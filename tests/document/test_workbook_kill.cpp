// Saving is atomic: a process killed (SIGKILL) in the middle of saving leaves the previous file
// complete and readable. The test runs this same executable as a child that saves in a loop
// (`test_workbook_kill --save-loop FILE FIRST_GENERATION`) and kills it at random moments.
#include "tests/document/workbooktestutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <random>

using namespace tf;

namespace {

/// A workbook whose every part depends on `generation`, large enough that a save takes a while.
core::WorkbookData generationData(int generation)
{
    core::WorkbookData data = test::sampleWorkbook();
    data.notes = "generation " + std::to_string(generation);
    data.scenarios.clear();
    for (int i = 0; i < 300; ++i) {
        core::ScenarioRecord r;
        r.name = "scenario " + std::to_string(i);
        r.inputs = test::scatteredInputs(unsigned(generation * 1000 + i));
        r.notes = std::string(200, char('a' + generation % 26));
        data.scenarios.push_back(r);
    }
    return data;
}

int generationOf(const core::WorkbookData& data)
{
    const std::string prefix = "generation ";
    if (data.notes.rfind(prefix, 0) != 0)
        return -1;
    return std::atoi(data.notes.c_str() + prefix.size());
}

int saveLoop(const std::string& path, int firstGeneration)
{
    for (int generation = firstGeneration;; ++generation) {
        const core::Status s = core::writeWorkbook(path, generationData(generation));
        if (!s) {
            std::fprintf(stderr, "%s\n", s.error().c_str());
            return 1;
        }
        std::printf("saved %d\n", generation);
        std::fflush(stdout);
    }
}

} // namespace

class TestWorkbookKill : public QObject
{
    Q_OBJECT

private slots:
    void killDuringSaveKeepsPreviousFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("board.tfwb"));
        QVERIFY(core::writeWorkbook(file.toStdString(), generationData(0)).ok());
        std::mt19937 rng(2026);
        const int rounds = 25;
        int lastSaved = 0, nextGeneration = 1, interrupted = 0;
        for (int round = 0; round < rounds; ++round) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("--save-loop"), file, QString::number(nextGeneration)});
            QVERIFY(child.waitForStarted());
            const auto collectReports = [&] {
                for (const QByteArray& line : child.readAllStandardOutput().split('\n')) {
                    if (line.startsWith("saved "))
                        lastSaved = std::max(lastSaved, line.mid(6).toInt());
                }
            };
            // Wait for one complete save so the child is inside its loop, time the next one, then
            // kill it at a random moment of a save cycle: the kill samples the whole cycle (building
            // the data, reading the previous file, writing the new one) however fast this build runs.
            QVERIFY2(child.waitForReadyRead(30000), "the saving child never reported a save");
            collectReports();
            QElapsedTimer cycle;
            cycle.start();
            QVERIFY2(child.waitForReadyRead(30000), "the saving child reported only one save");
            collectReports();
            const auto cycleMs = static_cast<unsigned>(std::max<qint64>(1, cycle.elapsed()));
            QThread::msleep(rng() % cycleMs);
            child.kill(); // SIGKILL: no destructors, no cleanup
            QVERIFY(child.waitForFinished(30000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            collectReports();

            auto read = core::readWorkbook(file.toStdString());
            QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
            const int generation = generationOf(*read);
            // The file holds the last reported save, or the one whose rename happened just
            // before the kill and whose report did not get out.
            QVERIFY2(generation == lastSaved || generation == lastSaved + 1,
                     qPrintable(QStringLiteral("file %1, last reported %2").arg(generation).arg(lastSaved)));
            QCOMPARE(test::contentOf(*read), test::contentOf(generationData(generation)));
            lastSaved = generation;
            nextGeneration = generation + 1;

            // A temporary file left beside the target is the mark of a save cut short.
            const QStringList leftovers =
                QDir(dir.path()).entryList({QStringLiteral("board.tfwb.tmp-*")}, QDir::Files | QDir::Hidden);
            if (!leftovers.isEmpty())
                ++interrupted;
            for (const QString& f : leftovers)
                QFile::remove(dir.filePath(f));
            QVERIFY(!QFile::exists(file + QStringLiteral("-journal")));
        }
        qInfo("kill during save: %d kills, %d cut a save short, last generation %d", rounds, interrupted, lastSaved);
        QVERIFY2(interrupted > 0, "no kill landed inside a save; the test proved nothing");
    }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--save-loop") == 0)
        return saveLoop(argv[2], std::atoi(argv[3]));
    TestWorkbookKill test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_workbook_kill.moc"
