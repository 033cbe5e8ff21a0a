// libFuzzer entry point: any byte string, written to a file, is read as a workbook. The reader
// must return an error or valid data, never crash, hang or write to the file.
#include "core/document/workbook.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdint>
#include <cstdlib>

namespace {

QString fuzzFile()
{
    static const QString path =
        QDir::temp().filePath(QStringLiteral("fuzz-workbook-%1.tfwb").arg(QCoreApplication::applicationPid()));
    return path;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv); // plugin paths for the SQLite driver
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    {
        QFile f(fuzzFile());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            std::abort();
    }
    auto read = tf::core::readWorkbook(fuzzFile().toStdString());
    if (read.ok() && !tf::core::validateWorkbook(*read).ok())
        std::abort(); // accepted data that the format's own rules refuse
    if (!read.ok() && read.error().empty())
        std::abort();
    QFile f(fuzzFile());
    if (!f.open(QIODevice::ReadOnly) || f.readAll() != bytes)
        std::abort(); // reading changed the file
    return 0;
}
