#include "core/document/sqliteheader.h"

#include <QFile>
#include <QFileInfo>

#include <cstring>

namespace tf::core {

namespace {

constexpr int kHeaderBytes = 100;

uint32_t bigEndian32(const unsigned char* p)
{
    return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | uint32_t(p[3]);
}

} // namespace

Result<SqliteHeader> probeSqliteHeader(const std::string& path, int64_t maxFileBytes)
{
    const QString file = QString::fromStdString(path);
    const QFileInfo info(file);
    if (!info.exists())
        return Error{"'" + path + "' does not exist"};
    if (info.isDir())
        return Error{"'" + path + "' is a folder, not a workbook"};
    if (!info.isFile())
        return Error{"'" + path + "' is not a regular file"};
    SqliteHeader header;
    header.fileBytes = info.size();
    if (header.fileBytes == 0)
        return Error{"'" + path + "' is empty (0 bytes), not a workbook"};
    if (header.fileBytes > maxFileBytes)
        return Error{"'" + path + "' is " + std::to_string(header.fileBytes / (1024 * 1024)) + " MB, over the " +
                     std::to_string(maxFileBytes / (1024 * 1024)) + " MB limit for a workbook"};

    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return Error{"cannot read '" + path + "': " + f.errorString().toStdString()};
    unsigned char h[kHeaderBytes] = {};
    const qint64 got = f.read(reinterpret_cast<char*>(h), kHeaderBytes);
    static const char kMagic[] = "SQLite format 3"; // 15 characters and a NUL: 16 bytes
    if (got < kHeaderBytes || std::memcmp(h, kMagic, sizeof kMagic) != 0)
        return Error{"'" + path + "' is not a workbook (not a SQLite database)"};

    const int rawPageSize = (h[16] << 8) | h[17];
    header.pageSizeBytes = rawPageSize == 1 ? 65536 : rawPageSize;
    const bool powerOfTwo = header.pageSizeBytes > 0 && (header.pageSizeBytes & (header.pageSizeBytes - 1)) == 0;
    if (!powerOfTwo || header.pageSizeBytes < 512 || header.pageSizeBytes > 65536)
        return Error{"'" + path + "' is a damaged SQLite file (invalid page size " + std::to_string(rawPageSize) + ")"};
    header.writeVersion = h[18];
    header.readVersion = h[19];
    if (header.fileBytes % header.pageSizeBytes != 0)
        return Error{"'" + path + "' is a truncated or damaged SQLite file (" + std::to_string(header.fileBytes) +
                     " bytes is not a whole number of " + std::to_string(header.pageSizeBytes) + "-byte pages)"};
    // The in-header page count is trusted only when the "version-valid-for" number matches the
    // change counter (offsets 92 and 24), as SQLite itself does.
    header.headerPageCount = bigEndian32(h + 28);
    header.pageCountValid = header.headerPageCount > 0 && bigEndian32(h + 92) == bigEndian32(h + 24);
    const int64_t filePages = header.fileBytes / header.pageSizeBytes;
    if (header.pageCountValid && int64_t(header.headerPageCount) > filePages)
        return Error{"'" + path + "' is a truncated SQLite file (its header counts " +
                     std::to_string(header.headerPageCount) + " pages, the file holds " + std::to_string(filePages) +
                     ")"};
    header.userVersion = static_cast<int32_t>(bigEndian32(h + 60));
    header.applicationId = bigEndian32(h + 68);
    return header;
}

} // namespace tf::core
