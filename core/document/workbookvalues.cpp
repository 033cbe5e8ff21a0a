#include "core/document/workbookvalues.h"

#include "core/inputfile.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>

namespace tf::core::detail {

std::string quoted(const std::string& path)
{
    std::string text = "'";
    text += sanitizedText(path, 400);
    text += '\'';
    return text;
}

bool isIsoTimestamp(const QString& text)
{
    return QDateTime::fromString(text, Qt::ISODate).isValid();
}

bool isColour(const std::string& colour)
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return colour.empty() || pattern.match(QString::fromStdString(colour)).hasMatch();
}

QString compactJson(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace tf::core::detail
