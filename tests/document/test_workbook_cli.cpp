// tokenfactory-cli over workbook files: save, scenarios, eval --scenario, and bad files.
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace tf;
using tf::test::cli;
using tf::test::Run;
using tf::test::words;

namespace { } // namespace

class TestWorkbookCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Evaluating a stored scenario equals evaluating the same inputs given as flags, for any
    // file extension and for names that look like SQL.
    void evalFromFileEqualsFlags_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("flags");
        QTest::newRow("defaults, .tfwb") << QStringLiteral("a.tfwb") << QStringLiteral("base") << QStringList{};
        QTest::newRow("Blackwell, no extension")
            << QStringLiteral("board") << QStringLiteral("GB300 \"fast\"")
            << QStringList{QStringLiteral("--hardware"),  QStringLiteral("gb300-nvl72"), QStringLiteral("--precision"),
                           QStringLiteral("fp4"),         QStringLiteral("--batch"),     QStringLiteral("256"),
                           QStringLiteral("--framework"), QStringLiteral("trtllm")};
        QTest::newRow("owned, odd extension, SQL name")
            << QStringLiteral("plan.xlsx") << QStringLiteral("x'); DROP TABLE scenario; --")
            << QStringList{QStringLiteral("--pricing"),
                           QStringLiteral("owned"),
                           QStringLiteral("--capex-per-gpu"),
                           QStringLiteral("41000"),
                           QStringLiteral("--useful-life-years"),
                           QStringLiteral("4.5"),
                           QStringLiteral("--electricity-usd-per-kwh"),
                           QStringLiteral("0.113"),
                           QStringLiteral("--isl"),
                           QStringLiteral("8000"),
                           QStringLiteral("--osl"),
                           QStringLiteral("300")};
    }
    void evalFromFileEqualsFlags()
    {
        QFETCH(QString, fileName);
        QFETCH(QString, name);
        QFETCH(QStringList, flags);
        const QString file = m_dir.filePath(fileName);
        const Run save = cli(QStringList{QStringLiteral("save"), file, QStringLiteral("--name"), name} + flags);
        QVERIFY2(save.exitCode == 0, save.err.constData());
        const Run direct = cli(QStringList{QStringLiteral("eval"), QStringLiteral("--json")} + flags);
        QVERIFY2(direct.exitCode == 0, direct.err.constData());
        const Run stored = cli({QStringLiteral("eval"), QStringLiteral("--scenario"), file, QStringLiteral("--name"),
                                name, QStringLiteral("--json")});
        QVERIFY2(stored.exitCode == 0, stored.err.constData());
        QCOMPARE(stored.out, direct.out);

        // Flags given with --scenario override the stored inputs.
        const Run overridden =
            cli({QStringLiteral("eval"), QStringLiteral("--scenario"), file, QStringLiteral("--name"), name,
                 QStringLiteral("--pue"), QStringLiteral("1.3"), QStringLiteral("--json")});
        const Run directOverridden = cli(QStringList{QStringLiteral("eval"), QStringLiteral("--json")} + flags +
                                         QStringList{QStringLiteral("--pue"), QStringLiteral("1.3")});
        QCOMPARE(overridden.exitCode, 0);
        QCOMPARE(overridden.out, directOverridden.out);
        QVERIFY(overridden.out != stored.out);
    }

    void scenariosListsNamesAndMetrics()
    {
        const QString file = m_dir.filePath(QStringLiteral("list.tfwb"));
        QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("first"),
                      QStringLiteral("--baseline")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("second"),
                      QStringLiteral("--batch"), QStringLiteral("16")})
                     .exitCode,
                 0);
        // Saving under an existing name replaces that scenario.
        QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("second"),
                      QStringLiteral("--batch"), QStringLiteral("32")})
                     .exitCode,
                 0);
        const Run list = cli({QStringLiteral("scenarios"), file, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray scenarios =
            QJsonDocument::fromJson(list.out).object().value(QStringLiteral("scenarios")).toArray();
        QCOMPARE(scenarios.size(), 2);
        QCOMPARE(scenarios[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("first"));
        QCOMPARE(scenarios[0].toObject().value(QStringLiteral("baseline")).toBool(), true);
        const QJsonObject second = scenarios[1].toObject();
        QCOMPARE(second.value(QStringLiteral("name")).toString(), QStringLiteral("second"));
        QCOMPARE(second.value(QStringLiteral("batch")).toInt(), 32);
        QVERIFY(second.value(QStringLiteral("cost_per_mtok_output_usd")).toDouble() > 0);
        QVERIFY(second.value(QStringLiteral("tok_s_gpu_total")).toDouble() > 0);
        QVERIFY(second.value(QStringLiteral("tok_s_user")).toDouble() > 0);

        const Run text = cli({QStringLiteral("scenarios"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("second"));
        QVERIFY(text.out.contains("(baseline)"));
    }

    // A batch beyond the KV cache was listed with the cost and throughput it would have had
    // ($0.194/Mtok, 4,039 tok/s/GPU at 60,000 sequences on an H200); it now has none.
    void aScenarioThatDoesNotFitIsListedWithoutFigures()
    {
        const QString file = m_dir.filePath(QStringLiteral("too-big.tfwb"));
        QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("huge"),
                      QStringLiteral("--batch"), QStringLiteral("60000")})
                     .exitCode,
                 0);
        const Run list = cli({QStringLiteral("scenarios"), file, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonObject huge =
            QJsonDocument::fromJson(list.out).object().value(QStringLiteral("scenarios")).toArray()[0].toObject();
        QCOMPARE(huge.value(QStringLiteral("fits")).toBool(true), false);
        QVERIFY(!huge.contains(QStringLiteral("cost_per_mtok_output_usd")));
        QVERIFY(!huge.contains(QStringLiteral("tok_s_gpu_total")));
        const Run text = cli({QStringLiteral("scenarios"), file});
        QVERIFY2(text.out.contains("(does not fit: batch over"), text.out.constData());
    }

    // A bad file: exit status 2, one line on stderr saying what the file is, file unchanged.
    void badFilesExitTwo_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QByteArray foreign = [] {
            QTemporaryDir d;
            const QString f = d.filePath(QStringLiteral("f.db"));
            test::runSql(f, {QStringLiteral("CREATE TABLE t (x)")});
            return test::readBytes(f);
        }();
        QByteArray random(5000, '\0');
        for (int i = 0; i < random.size(); ++i)
            random[i] = char((i * 7919 + 13) % 251);
        for (const QString& verb : {QStringLiteral("scenarios"), QStringLiteral("eval"), QStringLiteral("save")}) {
            QTest::newRow(qPrintable(verb + QStringLiteral(" empty")))
                << verb << QByteArray() << QStringLiteral("is empty");
            QTest::newRow(qPrintable(verb + QStringLiteral(" random")))
                << verb << random << QStringLiteral("not a SQLite database");
            QTest::newRow(qPrintable(verb + QStringLiteral(" foreign")))
                << verb << foreign << QStringLiteral("another application");
        }
    }
    void badFilesExitTwo()
    {
        QFETCH(QString, verb);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString file = m_dir.filePath(QStringLiteral("bad.tfwb"));
        QVERIFY(test::writeBytes(file, content));
        QStringList args;
        if (verb == QLatin1String("eval"))
            args = {verb, QStringLiteral("--scenario"), file, QStringLiteral("--name"), QStringLiteral("x")};
        else if (verb == QLatin1String("save"))
            args = {verb, file, QStringLiteral("--name"), QStringLiteral("x")};
        else
            args = {verb, file};
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("tokenfactory-cli: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        QCOMPARE(test::readBytes(file), content);
    }

    void missingScenarioAndMissingFile()
    {
        const QString file = m_dir.filePath(QStringLiteral("one.tfwb"));
        QCOMPARE(cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("only")}).exitCode, 0);
        Run r = cli({QStringLiteral("eval"), QStringLiteral("--scenario"), file, QStringLiteral("--name"),
                     QStringLiteral("other")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("no scenario named 'other'") && r.err.contains("'only'"), r.err.constData());
        r = cli({QStringLiteral("scenarios"), m_dir.filePath(QStringLiteral("nothing-here.tfwb"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("does not exist"), r.err.constData());
        r = cli({QStringLiteral("save"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--name"), r.err.constData());
        r = cli({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("x"), QStringLiteral("--batch"),
                 QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestWorkbookCli)
#include "test_workbook_cli.moc"
