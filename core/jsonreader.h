#pragma once

#include "core/result.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <string>

namespace tf::core {

/// Reads fields from an untrusted JSON object with type and range checks; remembers the first
/// problem so a caller can read many fields and check once.
class JsonReader
{
public:
    explicit JsonReader(const QJsonObject& object, std::string context);

    double number(const char* key, double minValue, double maxValue, double fallback, bool required = false);
    int integer(const char* key, int minValue, int maxValue, int fallback, bool required = false);
    bool boolean(const char* key, bool fallback);
    std::string text(const char* key, const std::string& fallback, bool required = false, int maxLength = 4096);
    std::map<std::string, std::string> textMap(const char* key, int maxEntries = 200);
    QJsonObject object(const char* key);

    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }
    void fail(const std::string& message);

private:
    QJsonObject m_object;
    std::string m_context;
    std::string m_error;
};

/// The list `listKey` of a JSON file built into the program (`resource`, e.g. ":/catalog/x.json")
/// whose "format" is `format`. A shipped file that is missing or of another format is a broken
/// build, so it stops the program with a message naming `what`.
QJsonArray readShippedList(const char* resource, const char* format, const char* listKey, const char* what);

} // namespace tf::core
