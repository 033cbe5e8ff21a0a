#pragma once

#include "core/result.h"

#include <QByteArrayView>
#include <QJsonObject>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

// One reader for every file a user hands to the product (CSV benchmarks, JSON catalog entries and
// profiles, workbooks before SQLite sees them). Files from others are hostile input: they may be
// devices, FIFOs, huge, malformed or full of terminal escape sequences.

/// Reads the whole of a regular file of at most `maxBytes`. The file is opened non-blocking and
/// checked on the open descriptor, so a FIFO, a device (/dev/zero), a socket or a folder is refused
/// at once instead of hanging or filling memory; the size bound is checked before and while
/// reading (a file that grows is refused too). `what` names the kind of file in errors
/// ("benchmark CSV", "catalog file").
Result<std::string> readInputFile(const std::string& path, int64_t maxBytes, const std::string& what);

/// Reads a JSON file whose top level must be an object, through readInputFile.
Result<QJsonObject> readJsonObjectFile(const std::string& path, int64_t maxBytes, const std::string& what);

/// Why a JSON text is refused for giving a key twice within one object ("gives the key 'batch'
/// twice in one object", the key decoded), or none. Qt keeps the last of them silently, so that
/// `"batch":64,"batch":1` opened at batch 1 with no word. The text must already parse as JSON.
std::optional<std::string> repeatedJsonKeyRefusal(QByteArrayView json);

/// One CSV record and the 1-based line it starts on.
struct CsvRecord
{
    int line = 0;
    std::vector<std::string> fields;
};

/// Bounds on a CSV text; anything larger is refused with a message.
struct CsvLimits
{
    int maxRecords = 20000; ///< records after the first (the header)
    int maxFields = 64;
    int maxFieldBytes = 8192;
};

/// Splits CSV text (RFC 4180: quoted fields, "" escapes a quote, newlines inside quotes belong to
/// the field; CRLF or LF line ends). A leading UTF-8 byte-order mark is skipped. Blank lines are
/// skipped. Errors (an unterminated quote, too many records, fields or bytes, a NUL byte) name
/// the line. Linear time; no regular expressions.
Result<std::vector<CsvRecord>> parseCsvRecords(std::string_view text, const CsvLimits& limits = {});

/// Parses a decimal number written the C way ("1.41", "-2e3"), whatever the process locale; the
/// whole text must be the number (surrounding blanks allowed). Infinity, NaN, hex floats, values
/// that overflow to infinity and subnormal values are refused (nullopt).
std::optional<double> parseFiniteNumber(std::string_view text);

/// `value` as an int when it is a whole number within [minValue, maxValue]; nullopt otherwise
/// (including NaN and infinities), so no conversion is ever out of range.
std::optional<int> checkedInt(double value, int minValue, int maxValue);

/// Text from a file made safe to print on a terminal, put in a table cell or in a one-line
/// message: invalid UTF-8, C0 and C1 control characters (ESC, CSI, OSC, BEL, CR, LF, TAB), DEL,
/// bidirectional overrides and characters that show nothing (zero-width space, byte-order mark)
/// are replaced with U+FFFD, and the result is cut at `maxChars` code points
/// (with "..."). Printable text, including non-Latin scripts, is kept as it is.
std::string sanitizedText(std::string_view text, size_t maxChars = 200);

/// True when `text` is valid UTF-8 without control characters, bidirectional overrides or
/// invisible characters, i.e.
/// sanitizedText would leave it as it is (apart from length). `allowNewlines` admits LF and TAB
/// (multi-line notes).
bool isPlainText(std::string_view text, bool allowNewlines = false);

} // namespace tf::core
