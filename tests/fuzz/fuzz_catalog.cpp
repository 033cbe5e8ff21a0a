// libFuzzer entry point: any byte string, written to a file, is read as a catalog entries file
// (--catalog-file, File > Import hardware and models) and as a profiles file. The readers must
// return entries or an error, never crash or hang; accepted entries must be valid, user-defined,
// uncalibrated, free of control characters and never reuse a shipped id.
#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"
#include "core/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

QString fuzzFile()
{
    static const QString path =
        QDir::temp().filePath(QStringLiteral("fuzz-catalog-%1.json").arg(QCoreApplication::applicationPid()));
    return path;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv); // Qt resources for the shipped catalog
    (void)tf::core::Catalog::builtIn();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    {
        QFile f(fuzzFile());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            f.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
            std::abort();
    }
    const std::string path = fuzzFile().toStdString();
    const tf::core::Catalog& shipped = tf::core::Catalog::builtIn();
    auto entries = tf::core::readCatalogEntries(path);
    if (!entries) {
        check(!entries.error().empty());
    } else {
        for (const tf::core::Hardware& hw : entries->hardware) {
            check(hw.userDefined && !hw.calibrated);
            check(tf::core::validateHardware(hw).ok());
            check(tf::core::isPlainText(hw.name) && tf::core::isPlainText(hw.vendor));
            check(!shipped.findHardware(hw.id));
        }
        for (const tf::core::LlmModel& m : entries->models) {
            check(m.userDefined && tf::core::validateModel(m).ok() && tf::core::isPlainText(m.name));
            check(!shipped.findModel(m.id));
        }
        tf::core::Catalog catalog = shipped;
        check(tf::core::addCatalogEntries(catalog, *entries).ok());
    }
    auto profiles = tf::core::readProfilesFile(path);
    check(profiles.ok() || !profiles.error().empty());
    return 0;
}
