#include "core/jsonreader.h"

#include "core/inputfile.h"
#include "core/inputrefusal.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>

namespace tf::core {

JsonReader::JsonReader(const QJsonObject& object, std::string context) : m_object(object), m_context(std::move(context))
{ }

void JsonReader::fail(const std::string& message)
{
    if (m_error.empty())
        m_error = m_context + ": " + message;
}

double JsonReader::number(const char* key, double minValue, double maxValue, double fallback, bool required)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(std::string("missing '") + key + "'");
        return fallback;
    }
    if (!value.isDouble()) {
        fail(std::string("'") + key + "' must be a number");
        return fallback;
    }
    const double v = value.toDouble();
    if (!std::isfinite(v) || v < minValue || v > maxValue) {
        fail(std::string("'") + key + "' = " + shortNumber(v) + " is outside " + shortNumber(minValue) + " .. " +
             shortNumber(maxValue));
        return fallback;
    }
    return v;
}

int JsonReader::integer(const char* key, int minValue, int maxValue, int fallback, bool required)
{
    const double v = number(key, minValue, maxValue, fallback, required);
    if (v != std::floor(v)) {
        fail(std::string("'") + key + "' must be a whole number");
        return fallback;
    }
    return static_cast<int>(v);
}

bool JsonReader::boolean(const char* key, bool fallback)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isBool()) {
        fail(std::string("'") + key + "' must be true or false");
        return fallback;
    }
    return value.toBool();
}

std::string JsonReader::text(const char* key, const std::string& fallback, bool required, int maxLength)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(std::string("missing '") + key + "'");
        return fallback;
    }
    if (!value.isString()) {
        fail(std::string("'") + key + "' must be text");
        return fallback;
    }
    const QString s = value.toString();
    if (s.size() > maxLength) {
        fail(std::string("'") + key + "' is longer than " + std::to_string(maxLength) + " characters");
        return fallback;
    }
    std::string result = s.toStdString();
    // Text from a file reaches terminals, tables and messages: no escape sequences or other
    // control characters (line breaks and tabs are for notes; names are checked for them too).
    if (!isPlainText(result, true)) {
        fail(std::string("'") + key + "' holds control characters or escape sequences");
        return fallback;
    }
    return result;
}

std::map<std::string, std::string> JsonReader::textMap(const char* key, int maxEntries)
{
    std::map<std::string, std::string> result;
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return result;
    if (!value.isObject()) {
        fail(std::string("'") + key + "' must be an object");
        return result;
    }
    const QJsonObject o = value.toObject();
    if (o.size() > maxEntries) {
        fail(std::string("'") + key + "' has too many entries");
        return result;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString text = it.value().toString();
        std::string entryKey = it.key().toStdString();
        std::string citation = text.toStdString();
        if (!it.value().isString() || text.size() > 4096 || !isPlainText(citation, true) || !isPlainText(entryKey)) {
            fail(std::string("'") + key + "." + entryKey + "' must be text of at most 4096 characters");
            return result;
        }
        result.emplace(std::move(entryKey), std::move(citation));
    }
    return result;
}

QJsonObject JsonReader::object(const char* key)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return {};
    if (!value.isObject()) {
        fail(std::string("'") + key + "' must be an object");
        return {};
    }
    return value.toObject();
}

QJsonArray readShippedList(const char* resource, const char* format, const char* listKey, const char* what)
{
    QFile file(QString::fromLatin1(resource));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the shipped %s are missing from the build", what);
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format))
        qFatal("the shipped %s are not a %s file", what, format);
    return root.value(QLatin1String(listKey)).toArray();
}

} // namespace tf::core
