#pragma once

// How a workbook file spells its values, shared by its reader, its writer and its validation:
// paths quoted in messages, timestamps, colours, compact JSON. Internal to core/document/.

#include <QJsonObject>
#include <QString>

#include <string>

namespace tf::core::detail {

/// `path` in single quotes for a message, stripped of control characters and cut to 400 characters.
std::string quoted(const std::string& path);

bool isIsoTimestamp(const QString& text);

/// "#rrggbb", or empty (the UI assigns a colour).
bool isColour(const std::string& colour);

QString compactJson(const QJsonObject& object);

QString qs(const std::string& text);

} // namespace tf::core::detail
