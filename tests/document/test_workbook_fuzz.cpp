// Seeded mutation fuzzing of workbook files: every mutated file is either refused with a
// one-line message or read into data that passes validation and survives a save/read round trip.
// TF_FUZZ_CASES and TF_FUZZ_SEED in the environment change the run (defaults: 6000 cases, seed 1).
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/testdata.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace tf;

class TestWorkbookFuzz : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::vector<QByteArray> m_seeds;
    std::vector<QJsonObject> m_seedContents;

    static int envInt(const char* name, int fallback)
    {
        bool ok = false;
        const int v = qEnvironmentVariableIntValue(name, &ok);
        return ok && v > 0 ? v : fallback;
    }

    /// One mutation of a valid file, chosen by the generator.
    static QByteArray mutate(QByteArray bytes, std::mt19937& rng)
    {
        const auto pick = [&](int n) { return n <= 0 ? 0 : int(rng() % unsigned(n)); };
        const int pageBytes = 4096;
        const int pages = int(bytes.size() / pageBytes);
        switch (pick(8)) {
        case 0: { // flip a few bits anywhere
            for (int i = 0, n = 1 + pick(16); i < n; ++i)
                bytes[pick(bytes.size())] ^= char(1 << pick(8));
            break;
        }
        case 1: { // random run of bytes
            const int at = pick(bytes.size());
            const int n = std::min(int(bytes.size()) - at, 1 + pick(512));
            for (int i = 0; i < n; ++i)
                bytes[at + i] = char(rng());
            break;
        }
        case 2: // truncate anywhere
            bytes.truncate(pick(bytes.size()));
            break;
        case 3: // truncate at a page boundary
            bytes.truncate(pageBytes * pick(pages));
            break;
        case 4: { // copy one page over another
            const int from = pick(pages), to = pick(pages);
            bytes.replace(to * pageBytes, pageBytes, bytes.mid(from * pageBytes, pageBytes));
            break;
        }
        case 5: { // duplicate a page at the end
            bytes.append(bytes.mid(pick(pages) * pageBytes, pageBytes));
            break;
        }
        case 6: { // a header field: page size, counts, schema cookie, versions, ids
            static const int offsets[] = {16, 18, 19, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 92, 96};
            const int at = offsets[pick(int(std::size(offsets)))];
            bytes[at + pick(4)] = char(rng());
            break;
        }
        default: { // bytes inside the last pages, where the JSON texts live
            const int tail = std::min(int(bytes.size()), 3 * pageBytes);
            for (int i = 0, n = 1 + pick(8); i < n; ++i)
                bytes[int(bytes.size()) - 1 - pick(tail)] = char(rng());
            break;
        }
        }
        return bytes;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString file = m_dir.filePath(QStringLiteral("seed.tfwb"));
        QVERIFY(core::writeWorkbook(file.toStdString(), test::sampleWorkbook()).ok());
        m_seeds.push_back(test::readBytes(file));
        for (const QString& golden :
             {TF_TEST_DATA("workbooks/golden-v1.tfwb"), TF_TEST_DATA("workbooks/golden-v2.tfwb")})
            m_seeds.push_back(test::readBytes(golden));
        for (const QByteArray& seed : m_seeds) {
            QVERIFY(test::writeBytes(file, seed));
            auto read = core::readWorkbook(file.toStdString());
            QVERIFY(read.ok());
            m_seedContents.push_back(test::contentOf(*read));
        }
    }

    void mutatedFilesAreRefusedOrValid()
    {
        const int cases = envInt("TF_FUZZ_CASES", 6000);
        const int seed = envInt("TF_FUZZ_SEED", 1);
        std::mt19937 rng{static_cast<unsigned>(seed)};
        const QString file = m_dir.filePath(QStringLiteral("mutant.tfwb"));
        const QString copy = m_dir.filePath(QStringLiteral("resaved.tfwb"));
        int refused = 0, accepted = 0, unchanged = 0;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < cases; ++i) {
            const size_t from = rng() % m_seeds.size();
            const QByteArray mutant = mutate(m_seeds[from], rng);
            QVERIFY(test::writeBytes(file, mutant));
            auto read = core::readWorkbook(file.toStdString());
            QVERIFY2(test::readBytes(file) == mutant, qPrintable(QStringLiteral("case %1 changed the file").arg(i)));
            if (!read.ok()) {
                ++refused;
                QVERIFY2(!read.error().empty() && read.error().find('\n') == std::string::npos,
                         qPrintable(QStringLiteral("case %1: bad message").arg(i)));
                continue;
            }
            ++accepted;
            const core::Status valid = core::validateWorkbook(*read);
            QVERIFY2(valid.ok(), qPrintable(QStringLiteral("case %1 accepted invalid data: %2")
                                                .arg(i)
                                                .arg(QString::fromStdString(valid.error()))));
            if (test::contentOf(*read) == m_seedContents[from]) {
                ++unchanged; // the mutation hit unused space or a value with no effect
                continue;
            }
            // Changed data that was accepted must be something we can save and read back unchanged.
            // A fresh file each time: the previous resave may be a later generation of the same
            // document, which a save of an older copy refuses to overwrite.
            QFile::remove(copy);
            QVERIFY2(core::writeWorkbook(copy.toStdString(), *read).ok(), qPrintable(QString::number(i)));
            auto again = core::readWorkbook(copy.toStdString());
            QVERIFY2(again.ok(), qPrintable(QString::number(i)));
            QJsonObject before = test::contentOf(*read), after = test::contentOf(*again);
            if (read->createdUtc.empty()) { // a file without a creation time gets one when saved
                before.remove(QStringLiteral("created_utc"));
                after.remove(QStringLiteral("created_utc"));
            }
            QCOMPARE(after, before);
        }
        // Figures for the log, not assertions on speed.
        qInfo("workbook fuzz: %d cases (seed %d): %d refused, %d accepted (%d with the seed's content, %d changed "
              "and re-saved), %.1f s",
              cases, seed, refused, accepted, unchanged, accepted - unchanged, timer.elapsed() / 1000.0);
        QCOMPARE(refused + accepted, cases);
        QVERIFY(refused > 0); // the mutations do reach the checks
    }
};

QTEST_GUILESS_MAIN(TestWorkbookFuzz)
#include "test_workbook_fuzz.moc"
