// Saves that cannot lose a scenario: processes saving into one workbook at the same time, and a
// saver stopped (SIGSTOP) in the middle and resumed. The test runs this same executable as the
// savers (`test_concurrent_saves --save-loop FILE PREFIX COUNT`).
#include "tests/document/workbooktestutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <random>
#include <set>

using namespace tf;

namespace {

constexpr int kSaverWaitMs = 1100000;

/// Saves COUNT scenarios named PREFIX-0 .. PREFIX-(COUNT-1), one save each, retrying a save the
/// lock refused; prints each name once it was reported saved. Exit 0 when all were saved.
int saveLoop(const std::string& path, const std::string& prefix, int count)
{
    for (int i = 0; i < count; ++i) {
        core::ScenarioRecord record;
        record.name = prefix + "-" + std::to_string(i);
        record.inputs = test::scatteredInputs(unsigned(i));
        int attempts = 0;
        for (;;) {
            const core::Status s = core::saveScenarioToWorkbook(path, record);
            if (s)
                break;
            if (s.error().find("another program is saving") == std::string::npos || ++attempts > 100) {
                std::fprintf(stderr, "%s\n", s.error().c_str());
                return 1;
            }
        }
        std::printf("saved %s\n", record.name.c_str());
        std::fflush(stdout);
    }
    return 0;
}

QProcess* startSaver(const QString& file, const QString& prefix, int count)
{
    auto* p = new QProcess;
    p->setProcessChannelMode(QProcess::SeparateChannels);
    p->start(QCoreApplication::applicationFilePath(),
             {QStringLiteral("--save-loop"), file, prefix, QString::number(count)});
    return p;
}

std::set<std::string> namesIn(const QString& file)
{
    std::set<std::string> names;
    auto read = core::readWorkbook(file.toStdString());
    if (read) {
        for (const core::ScenarioRecord& r : read->scenarios)
            names.insert(r.name);
    }
    return names;
}

/// Names a saver's output says were saved.
std::set<std::string> reportedSaved(const QByteArray& output)
{
    std::set<std::string> names;
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith("saved "))
            names.insert(line.mid(6).toStdString());
    }
    return names;
}

} // namespace

class TestConcurrentSaves : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Two processes each add 500 scenarios to one workbook, one save per scenario: 1,000 saves,
    // every one reported saved is in the file at the end (before the lock, 51 saves reported
    // success and the file held 32 scenarios).
    void twoWritersNeverLoseAScenario()
    {
        const QString file = m_dir.filePath(QStringLiteral("shared.tfwb"));
        const int perWriter = 500;
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<QProcess> a(startSaver(file, QStringLiteral("a"), perWriter));
        std::unique_ptr<QProcess> b(startSaver(file, QStringLiteral("b"), perWriter));
        // A thousand whole-file saves take about a minute, and several under the sanitizers: the
        // wait ends with the suite's own time limit (tests/CMakeLists.txt), not before.
        QVERIFY(a->waitForFinished(kSaverWaitMs));
        QVERIFY(b->waitForFinished(kSaverWaitMs));
        QVERIFY2(a->exitCode() == 0, a->readAllStandardError().constData());
        QVERIFY2(b->exitCode() == 0, b->readAllStandardError().constData());
        std::set<std::string> saved = reportedSaved(a->readAllStandardOutput());
        const std::set<std::string> savedB = reportedSaved(b->readAllStandardOutput());
        saved.insert(savedB.begin(), savedB.end());
        QCOMPARE(saved.size(), size_t(2 * perWriter));
        const std::set<std::string> inFile = namesIn(file);
        for (const std::string& name : saved)
            QVERIFY2(inFile.count(name), name.c_str());
        QCOMPARE(inFile.size(), size_t(2 * perWriter));
        qInfo("%d saves by two processes in %lld ms, none lost", 2 * perWriter, timer.elapsed());
    }

    // A saver stopped at a random moment (possibly holding the lock, possibly between its read
    // and its replace) and resumed later never overwrites a save that succeeded meanwhile.
    void stoppedSaverNeverOverwritesALaterSave()
    {
        qputenv("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS", "300");
        std::mt19937 rng(19);
        int laterSaves = 0, refused = 0;
        for (int round = 0; round < 6; ++round) {
            const QString file = m_dir.filePath(QStringLiteral("stopped-%1.tfwb").arg(round));
            std::unique_ptr<QProcess> saver(startSaver(file, QStringLiteral("s"), 30));
            QVERIFY(saver->waitForReadyRead(20000));
            QThread::msleep(rng() % 60);
            ::kill(pid_t(saver->processId()), SIGSTOP);
            core::ScenarioRecord later;
            later.name = "later " + std::to_string(round);
            const core::Status s = core::saveScenarioToWorkbook(file.toStdString(), later);
            if (s)
                ++laterSaves;
            else {
                ++refused;
                QVERIFY2(s.error().find("another program is saving") != std::string::npos, s.error().c_str());
            }
            ::kill(pid_t(saver->processId()), SIGCONT);
            QVERIFY(saver->waitForFinished(60000));
            QVERIFY2(saver->exitCode() == 0, saver->readAllStandardError().constData());
            const std::set<std::string> inFile = namesIn(file);
            if (s)
                QVERIFY2(inFile.count(later.name), "a save that succeeded was overwritten by a resumed saver");
            for (const std::string& name : reportedSaved(saver->readAllStandardOutput()))
                QVERIFY2(inFile.count(name), name.c_str());
        }
        qunsetenv("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS");
        qInfo("stopped saver: %d later saves succeeded, %d refused while it held the lock", laterSaves, refused);
    }
};

int main(int argc, char** argv)
{
    if (argc == 5 && std::string(argv[1]) == "--save-loop") {
        QCoreApplication app(argc, argv);
        return saveLoop(argv[2], argv[3], std::atoi(argv[4]));
    }
    QCoreApplication app(argc, argv);
    TestConcurrentSaves test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_concurrent_saves.moc"
