#include "core/inputfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QString>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <set>
#include <vector>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace tf::core {

namespace {

std::string megabytes(int64_t bytes)
{
    if (bytes >= 1024 * 1024)
        return std::to_string(bytes / (1024 * 1024)) + " MB";
    return std::to_string(bytes / 1024) + " KB";
}

std::string quotedPath(const std::string& path)
{
    std::string text = "'";
    text += sanitizedText(path, 400);
    text += '\'';
    return text;
}

#ifdef Q_OS_UNIX
/// Reads from a descriptor already known to be a regular file, at most `maxBytes` + 1 bytes.
Result<std::string> readDescriptor(int fd, int64_t maxBytes, const std::string& path, const std::string& what)
{
    std::string bytes;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return Error{"cannot read " + what + " " + quotedPath(path) + ": " + std::strerror(errno)};
        if (got == 0)
            return bytes;
        if (int64_t(bytes.size()) + got > maxBytes)
            return Error{what + " " + quotedPath(path) + " is larger than " + megabytes(maxBytes)};
        bytes.append(buffer, size_t(got));
    }
}
#endif

/// Decodes one UTF-8 sequence at `i`; returns the code point or -1 (invalid), advancing `i`.
int32_t decodeUtf8(std::string_view text, size_t& i)
{
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
        ++i;
        return lead;
    }
    int length = 0;
    int32_t cp = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        cp = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        cp = lead & 0x07;
    } else {
        ++i;
        return -1;
    }
    if (i + size_t(length) > text.size()) {
        ++i;
        return -1;
    }
    for (int k = 1; k < length; ++k) {
        const unsigned char c = byte(i + size_t(k));
        if ((c & 0xC0) != 0x80) {
            ++i;
            return -1;
        }
        cp = (cp << 6) | (c & 0x3F);
    }
    const int32_t minimum = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++i;
        return -1;
    }
    i += size_t(length);
    return cp;
}

/// Control characters and the bidirectional overrides that can make text display as something
/// else (CVE-2021-42574 "Trojan Source"), and the characters that show nothing at all (zero-width
/// space, word joiner and invisible operators, byte-order mark, soft hyphen, line and paragraph
/// separators): "H200\u200b FP8" reads as "H200 FP8" and a leading byte-order mark was dropped by the
/// database on the way in. Zero-width joiners stay: scripts and emoji need them.
bool isUnsafeCodePoint(int32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F || cp == 0x061C || cp == 0x00AD ||
           cp == 0x180E || cp == 0x200B || cp == 0x2028 || cp == 0x2029 || (cp >= 0x2060 && cp <= 0x2064) ||
           cp == 0xFEFF;
}

} // namespace

Result<std::string> readInputFile(const std::string& path, int64_t maxBytes, const std::string& what)
{
    if (path.empty())
        return Error{what + ": no file name given"};
#ifdef Q_OS_UNIX
    // Non-blocking, so that opening a FIFO without a writer returns at once; the type is then
    // checked on the descriptor, not the name, so the file cannot be swapped after the check.
    const int fd = ::open(QFile::encodeName(QString::fromStdString(path)).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return Error{"cannot read " + what + " " + quotedPath(path) + ": " + std::strerror(errno)};
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return Error{"cannot read " + what + " " + quotedPath(path) + ": " + std::strerror(errno)};
    if (S_ISDIR(st.st_mode))
        return Error{what + " " + quotedPath(path) + " is a folder, not a file"};
    if (!S_ISREG(st.st_mode))
        return Error{what + " " + quotedPath(path) + " is not a regular file (a device, FIFO or socket); refused"};
    if (st.st_size > maxBytes)
        return Error{what + " " + quotedPath(path) + " is larger than " + megabytes(maxBytes)};
    // Back to blocking reads: a regular file never blocks, and this avoids EAGAIN on odd filesystems.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return readDescriptor(fd, maxBytes, path, what);
#else
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        return Error{"cannot read " + what + " " + quotedPath(path) + ": " + file.errorString().toStdString()};
    if (file.isSequential())
        return Error{what + " " + quotedPath(path) + " is not a regular file; refused"};
    if (file.size() > maxBytes)
        return Error{what + " " + quotedPath(path) + " is larger than " + megabytes(maxBytes)};
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return Error{what + " " + quotedPath(path) + " is larger than " + megabytes(maxBytes)};
    return bytes.toStdString();
#endif
}

Result<QJsonObject> readJsonObjectFile(const std::string& path, int64_t maxBytes, const std::string& what)
{
    auto bytes = readInputFile(path, maxBytes, what);
    if (!bytes)
        return Error{bytes.error()};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(*bytes), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{what + " " + quotedPath(path) + " is not valid JSON: " + parseError.errorString().toStdString() +
                     " at byte " + std::to_string(parseError.offset)};
    if (!doc.isObject())
        return Error{what + " " + quotedPath(path) + " is not a JSON object"};
    if (const auto refusal = repeatedJsonKeyRefusal(*bytes))
        return Error{what + " " + quotedPath(path) + " " + *refusal};
    return doc.object();
}

namespace {

/// A JSON string's text from its opening quote at `at`, escapes decoded; `at` ends past its closing
/// quote.
std::string jsonString(std::string_view json, size_t& at)
{
    std::string text;
    for (++at; at < json.size() && json[at] != '"'; ++at) {
        if (json[at] != '\\' || at + 1 >= json.size()) {
            text += json[at];
            continue;
        }
        const char escaped = json[++at];
        if (escaped == 'u' && at + 4 < json.size()) {
            unsigned code = 0;
            std::from_chars(json.data() + at + 1, json.data() + at + 5, code, 16);
            text += QString(QChar(static_cast<char16_t>(code))).toStdString();
            at += 4;
        } else {
            const std::string_view from = "bfnrt", to = "\b\f\n\r\t";
            const size_t i = from.find(escaped);
            text += i == std::string_view::npos ? escaped : to[i];
        }
    }
    ++at;
    return text;
}

} // namespace

std::optional<std::string> repeatedJsonKeyRefusal(QByteArrayView bytes)
{
    const std::string_view json(bytes.data(), static_cast<size_t>(bytes.size()));
    struct Frame
    {
        bool object = false;
        bool expectingKey = false;
        std::set<std::string> keys;
    };
    std::vector<Frame> frames;
    for (size_t at = 0; at < json.size();) {
        const char c = json[at];
        if (c == '"') {
            std::string text = jsonString(json, at);
            if (!frames.empty() && frames.back().object && frames.back().expectingKey &&
                !frames.back().keys.insert(text).second)
                return "gives the key '" + sanitizedText(text, 60) + "' twice in one object";
            continue;
        }
        if (c == '{' || c == '[')
            frames.push_back({c == '{', c == '{', {}});
        else if ((c == '}' || c == ']') && !frames.empty())
            frames.pop_back();
        else if (c == ':' && !frames.empty())
            frames.back().expectingKey = false;
        else if (c == ',' && !frames.empty())
            frames.back().expectingKey = frames.back().object;
        ++at;
    }
    return std::nullopt;
}

Result<std::vector<CsvRecord>> parseCsvRecords(std::string_view text, const CsvLimits& limits)
{
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<CsvRecord> records;
    CsvRecord record;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false; // the record has content (blank lines are skipped)
    int line = 1;
    record.line = 1;
    const auto fail = [&](const std::string& message) {
        return Error{"line " + std::to_string(line) + ": " + message};
    };
    const auto endField = [&]() -> bool {
        record.fields.push_back(std::move(field));
        field.clear();
        return int(record.fields.size()) <= limits.maxFields;
    };
    for (size_t i = 0; i <= text.size(); ++i) {
        const bool atEnd = i == text.size();
        const char c = atEnd ? '\n' : text[i];
        if (!atEnd && c == '\0')
            return fail("holds a NUL byte; not a text file");
        if (quoted) {
            if (atEnd)
                return fail("a quoted field is not closed");
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
            fieldStarted = true;
        } else if (c == ',') {
            fieldStarted = true;
            if (!endField())
                return fail("more than " + std::to_string(limits.maxFields) + " fields");
        } else if (c == '\n') {
            if (fieldStarted) {
                if (!endField())
                    return fail("more than " + std::to_string(limits.maxFields) + " fields");
                if (int(records.size()) > limits.maxRecords)
                    return fail("more than " + std::to_string(limits.maxRecords) + " rows after the header");
                records.push_back(std::move(record));
            }
            record = CsvRecord{};
            field.clear();
            fieldStarted = false;
            ++line;
            record.line = line;
        } else if (c != '\r') {
            field += c;
            if (c != ' ' && c != '\t')
                fieldStarted = true;
        }
        if (field.size() > size_t(limits.maxFieldBytes))
            return fail("a field is longer than " + std::to_string(limits.maxFieldBytes) + " bytes");
    }
    return records;
}

std::optional<double> parseFiniteNumber(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    if (text.empty() || text.size() > 64)
        return std::nullopt;
    // Only digits, one sign, a point and an exponent: no "inf", "nan" or hex floats.
    for (const char c : text) {
        if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+'))
            return std::nullopt;
    }
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    if (!std::isfinite(value) || (value != 0 && std::fabs(value) < std::numeric_limits<double>::min()))
        return std::nullopt;
    return value;
}

std::optional<int> checkedInt(double value, int minValue, int maxValue)
{
    if (!std::isfinite(value) || value != std::floor(value) || value < double(minValue) || value > double(maxValue))
        return std::nullopt;
    return static_cast<int>(value);
}

std::string sanitizedText(std::string_view text, size_t maxChars)
{
    static const std::string replacement = "\xEF\xBF\xBD";
    std::string out;
    out.reserve(std::min(text.size(), maxChars * 4 + 3));
    size_t chars = 0;
    for (size_t i = 0; i < text.size();) {
        if (chars == maxChars) {
            out += "...";
            break;
        }
        const size_t start = i;
        const int32_t cp = decodeUtf8(text, i);
        if (cp < 0 || isUnsafeCodePoint(cp))
            out += replacement;
        else
            out.append(text.data() + start, i - start);
        ++chars;
    }
    return out;
}

bool isPlainText(std::string_view text, bool allowNewlines)
{
    for (size_t i = 0; i < text.size();) {
        const int32_t cp = decodeUtf8(text, i);
        if (cp < 0)
            return false;
        if (allowNewlines && (cp == '\n' || cp == '\t'))
            continue;
        if (isUnsafeCodePoint(cp))
            return false;
    }
    return true;
}

} // namespace tf::core
