// Hostile input through tokenfactory-cli: numbers that overflowed or printed inf/NaN, special
// files that hung, escape sequences from files reaching the terminal, catalog files that
// redefined shipped hardware, and a comma-decimal locale. Every case here misbehaved before.
#include "core/catalog/catalogjson.h"
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/clirun.h"
#include "tests/testutil/testdata.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tf;
using tf::test::cli;
using tf::test::Run;
using tf::test::words;

namespace {

bool hasControlBytes(const QByteArray& text)
{
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\n') || u == 0x7F)
            return true;
    }
    return text.contains("\xC2\x9B");
}

/// inf, nan or a negative count in any output is a number that cannot exist.
bool hasImpossibleNumber(const QByteArray& text)
{
    static const QRegularExpression pattern(QStringLiteral("\\b(inf|nan|infinity)\\b|-nan|null"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern.match(QString::fromUtf8(text)).hasMatch();
}

} // namespace

class TestHostileCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_locales;
    bool m_haveCommaLocale = false;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// Replaces @NAME placeholders with the files initTestCase made.
    QStringList expand(QStringList arguments) const
    {
        for (QString& a : arguments) {
            a.replace(QStringLiteral("@DIR/"), m_dir.path() + QLatin1Char('/'));
            a.replace(QStringLiteral("@DATA/"),
                      QFileInfo(TF_SHIPPED_DATA("inferencex_points.csv")).absolutePath() + QLatin1Char('/'));
        }
        return arguments;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(::mkfifo(QFile::encodeName(path(QStringLiteral("fifo"))).constData(), 0600), 0);
        // A CSV whose names carry terminal escape sequences.
        QVERIFY(
            test::writeBytes(path(QStringLiteral("escape.csv")),
                             "gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,tok_s_user,ttft_ms,notes\n"
                             "\"H200\x1b]0;owned\x07\",\"Llama\x1b[2J 70B\",fp8,vllm,1024,1024,64,2000,30,500,x\n"));
        // A catalog file that redefines the shipped H200.
        QJsonObject h200 = core::hardwareToJson(*core::Catalog::builtIn().findHardware("h200"));
        h200.insert(QStringLiteral("hbm_tb_s"), 400);
        QVERIFY(test::writeBytes(path(QStringLiteral("shadow.json")),
                                 QJsonDocument(QJsonObject{{QStringLiteral("hardware"), QJsonArray{h200}}}).toJson()));
        // A workbook whose scenario name carries an OSC sequence, written by another tool.
        const QString workbook = path(QStringLiteral("escape.tfwb"));
        QVERIFY(core::writeWorkbook(workbook.toStdString(), test::sampleWorkbook()));
        {
            core::SqliteConnection connection;
            QVERIFY(connection.open(workbook.toStdString(), core::SqliteConnection::Mode::ReadWrite));
            QSqlQuery query(connection.database());
            QVERIFY(query.prepare(QStringLiteral("UPDATE scenario SET name = ? WHERE position = 1")));
            query.addBindValue(QStringLiteral("\x1b]0;owned\x07 cheap"));
            QVERIFY(query.exec());
        }
        // de_DE.UTF-8 built from Debian's `locales` sources into a private folder (LOCPATH).
        QProcess localedef;
        localedef.start(QStringLiteral("localedef"),
                        {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"), QStringLiteral("UTF-8"),
                         m_locales.filePath(QStringLiteral("de_DE.UTF-8"))});
        m_haveCommaLocale = localedef.waitForFinished(60000) && localedef.exitCode() == 0;
    }

    // Each row: arguments, whether the CLI must refuse, and a part of the message. No result
    // holds inf/NaN/null, no output holds control characters, and special files do not hang.
    void refusesOrAnswersFinitely_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<QString>("messagePart");
        const auto row = [](const char* name, const char* args, bool refused, const char* part) {
            QTest::newRow(name) << QString::fromUtf8(args).split(QLatin1Char(' '), Qt::SkipEmptyParts) << refused
                                << QString::fromUtf8(part);
        };
        row("disagg request rate 1e9 (printed -1,768,700,808 GPUs)", "disagg --request-rate 1e9", true, "request-rate");
        row("disagg plan beyond any fleet", "disagg --request-rate 1e7", true, "out of range");
        row("disagg ordinary", "disagg --request-rate 5", false, "");
        row("cost denormal throughput (printed $inf)", "cost --price-per-gpu-hour 1.41 --tok-s-gpu 4e-320", true,
            "tok-s-gpu");
        row("cost tiny throughput", "cost --price-per-gpu-hour 1e6 --tok-s-gpu 1e-300", true, "tok-s-gpu");
        row("cost infinite price", "cost --price-per-gpu-hour inf --tok-s-gpu 90", true, "price-per-gpu-hour");
        row("cost NaN", "cost --price-per-gpu-hour nan --tok-s-gpu 90", true, "price-per-gpu-hour");
        row("cost hex", "cost --price-per-gpu-hour 0x10 --tok-s-gpu 90", true, "price-per-gpu-hour");
        row("cost decimal comma", "cost --price-per-gpu-hour 1,41 --tok-s-gpu 90", true, "price-per-gpu-hour");
        row("cost check figure", "cost --price-per-gpu-hour 1.41 --tok-s-gpu 90", false, "4.35");
        row("fleet sell price 1e308 (printed inf and -nan%)", "fleet --power-mw 10 --sell-price-per-mtok 1e308", true,
            "sell-price-per-mtok");
        row("fleet largest budget and price", "fleet --power-mw 1e6 --sell-price-per-mtok 1e6 --json", false, "");
        row("fleet capex 1e300", "fleet --capex-budget 1e300", true, "capex-budget");
        row("fit iterations 1e10 (wrapped)", "fit @DATA/inferencex_points.csv --all --iterations 1e10", true,
            "iterations");
        row("fit iterations 2^31", "fit @DATA/inferencex_points.csv --all --iterations 2147483648", true, "iterations");
        row("sweep batch points 1e10", "sweep --batch-points 1e10", true, "batch-points");
        row("sweep batch points 2^31", "sweep --batch-points 2147483648", true, "batch-points");
        row("sweep batch points fraction", "sweep --batch-points 2.5", true, "batch-points");
        row("montecarlo samples 1e10", "montecarlo --samples 1e10", true, "samples");
        row("montecarlo TP that eval refuses", "montecarlo --model llama-3.1-8b --uncertain tp=3:3:3 --samples 50",
            true, "valid configuration");
        row("eval refuses that TP", "eval --model llama-3.1-8b --tp 3", true, "tp 3");
        row("eval batch 1e20", "eval --batch 1e20", true, "batch");
        row("eval ISL 2^31", "eval --isl 2147483648", true, "isl");
        row("bench seconds 1e300", "bench --seconds 1e300", true, "seconds");
        row("validate /dev/zero (hung)", "validate /dev/zero", true, "not a regular file");
        row("validate FIFO (hung)", "validate @DIR/fifo", true, "not a regular file");
        row("overlay FIFO", "overlay --csv @DIR/fifo", true, "not a regular file");
        row("fit /dev/zero", "fit /dev/zero --all", true, "not a regular file");
        row("catalog file /dev/zero", "eval --catalog-file /dev/zero", true, "not a regular file");
        row("workbook FIFO", "scenarios @DIR/fifo", true, "regular file");
        row("catalog file redefines h200", "eval --catalog-file @DIR/shadow.json --hardware h200", true, "shipped");
        // Its one row names no catalog model: nothing is compared, which is said, with the names made safe.
        row("escape sequences in a CSV", "validate @DIR/escape.csv", true, "could be compared");
        row("escape sequences in a workbook", "scenarios @DIR/escape.tfwb", true, "control characters");
        // A range past its input ran at the clamped value and printed the one given.
        row("uncertain range past its input", "montecarlo --samples 10 --uncertain price-per-gpu-hour=1e6:1e7:1e8",
            true, "outside its range");
        row("sensitivity range past its input", "sensitivity --ranges batch=0:1e9", true, "outside its range");
        row("one input's range twice", "sensitivity --ranges price-per-gpu-hour=1:3,price-per-gpu-hour=2:4", true,
            "twice");
        // Ignored without a word before.
        row("a stray argument", "eval foo", true, "unexpected argument 'foo'");
        row("a value after a switch", "eval --json 5", true, "unexpected argument '5'");
        row("a switch twice", "eval --json --json", true, "--json given twice");
        row("the same GPU twice", "compare --with h200,h200", true, "twice");
        row("an empty GPU list", "compare --with ,", true, "empty item");
        row("demand and a budget", "fleet --demand-rps 20 --power-mw 1", true, "sizes the fleet from demand");
        row("a nearness past 1", "check --claim-tok-s-gpu 1000 --claim-tok-s-user 50 --near 5", true, "--near");
        row("no revenue, no margin share", "eval --price-output-per-mtok 0 --price-input-per-mtok 0", false,
            "(no revenue)");
        row("escape sequences in a flag", "eval --hardware \x1b]0;owned\x07", true, "unknown hardware");
        row("escape sequences as a command", "\x1b[2Jlist", true, "unknown command");
    }
    void refusesOrAnswersFinitely()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, refused);
        QFETCH(QString, messagePart);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TOKENFACTORY_PROFILES"), path(QStringLiteral("profiles.json")));
        const Run r = cli(expand(arguments), environment);
        QVERIFY2(r.exitCode >= 0, r.err.constData());
        QCOMPARE(r.exitCode != 0, refused);
        const QByteArray& message = refused ? r.err : r.out;
        QVERIFY2(message.contains(messagePart.toUtf8()), (r.out + r.err).constData());
        // Results go to stdout; a refusal's message may quote the flag as given ('inf').
        QVERIFY2(!hasImpossibleNumber(r.out), r.out.constData());
        QVERIFY2(!hasControlBytes(r.out + r.err), "control characters reached the terminal");
        QVERIFY(!refused || r.out.isEmpty());
        QVERIFY(!QFile::exists(path(QStringLiteral("profiles.json")))); // nothing refused was written
    }

    // A profiles file left by an earlier `fit` changed every figure without a word, and a malformed
    // one was dropped just as silently: both are now named on stderr, results stay on stdout.
    void fittedProfilesAreNamed()
    {
        const QString fitted = path(QStringLiteral("fitted-profiles.json"));
        const Run fit = cli({QStringLiteral("fit"), TF_SHIPPED_DATA("inferencex_points.csv"),
                             QStringLiteral("--hardware"), QStringLiteral("h100"), QStringLiteral("--framework"),
                             QStringLiteral("vllm"), QStringLiteral("--output"), fitted});
        QVERIFY2(fit.exitCode == 0, fit.err.constData());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TOKENFACTORY_PROFILES"), fitted);
        const Run named = cli({QStringLiteral("eval"), QStringLiteral("--json")}, environment);
        QVERIFY2(named.exitCode == 0, named.err.constData());
        QVERIFY2(named.err.contains("replace the shipped ones for h100/vllm"), named.err.constData());
        QVERIFY(QJsonDocument::fromJson(named.out).isObject());

        const QString malformed = path(QStringLiteral("malformed-profiles.json"));
        QVERIFY(test::writeBytes(malformed, "{\"format\":\"tokenfactory.profiles\",\"version\":1,\"profiles\":[{}]}"));
        environment.insert(QStringLiteral("TOKENFACTORY_PROFILES"), malformed);
        const Run refused = cli({QStringLiteral("eval"), QStringLiteral("--json")}, environment);
        QVERIFY2(refused.exitCode == 0, refused.err.constData());
        QVERIFY2(refused.err.contains("ignoring the fitted profiles"), refused.err.constData());
        QVERIFY(QJsonDocument::fromJson(refused.out).isObject());
    }

    // Under LC_ALL=de_DE.UTF-8 the CLI refused `--price-per-gpu-hour 1.41` and validate silently
    // dropped every decimal of a CSV (5 rows compared in C, 0 in de_DE, exit 0).
    void commaDecimalLocale()
    {
        if (!m_haveCommaLocale)
            QSKIP("localedef cannot build de_DE.UTF-8 (Debian package 'locales' not installed)");
        QProcessEnvironment german = QProcessEnvironment::systemEnvironment();
        german.insert(QStringLiteral("LOCPATH"), m_locales.path());
        german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        const Run cost = cli({QStringLiteral("cost"), QStringLiteral("--price-per-gpu-hour"), QStringLiteral("1.41"),
                              QStringLiteral("--tok-s-gpu"), QStringLiteral("90")},
                             german);
        QVERIFY2(cost.exitCode == 0, cost.err.constData());
        QVERIFY2(cost.out.contains("$4.35"), cost.out.constData());

        const QStringList validate{QStringLiteral("validate"), TF_SHIPPED_DATA("inferencex_points.csv"),
                                   QStringLiteral("--json")};
        const Run inC = cli(validate);
        const Run inGerman = cli(validate, german);
        QCOMPARE(inC.exitCode, 0);
        QCOMPARE(inGerman.exitCode, 0);
        const QJsonObject c = QJsonDocument::fromJson(inC.out).object();
        const QJsonObject de = QJsonDocument::fromJson(inGerman.out).object();
        QVERIFY(c.value(QStringLiteral("rows")).toArray().size() > 5);
        QCOMPARE(de, c);
    }
};

QTEST_GUILESS_MAIN(TestHostileCli)
#include "test_hostile_cli.moc"
