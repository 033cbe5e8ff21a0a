#pragma once

// Runs the tokenfactory-cli built with the tests (TF_CLI_PATH) as a user's shell would, for the
// suites that check what the command line prints and returns.

#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

namespace tf::test {

struct Run
{
    int exitCode = -1; ///< -1: crashed or timed out
    QByteArray out;
    QByteArray err;
    qint64 ms = 0; ///< wall time of the run
};

/// Runs the CLI with `arguments`; a run still going after `timeoutMs` is killed (err says so).
inline Run cli(const QStringList& arguments,
               const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(), int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(TF_CLI_PATH), arguments);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.ms = timer.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Checks that a run was refused as bad input: exit status 2, nothing on stdout and one line on
/// stderr that contains `messagePart`. A failed check fails the calling test function.
inline void verifyRefusedAsBadInput(const Run& r, const QString& messagePart)
{
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(messagePart), qPrintable(err));
}

/// "eval --json --batch 8" -> {"eval", "--json", "--batch", "8"}.
inline QStringList words(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace tf::test
