#include "ui/numberformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tf::ui::format {

QLocale locale()
{
    QLocale l;
    if (l.language() == QLocale::C)
        l = QLocale(QLocale::English, QLocale::UnitedStates);
    l.setNumberOptions(QLocale::DefaultNumberOptions);
    return l;
}

QString count(long long value)
{
    return locale().toString(value);
}

QString number(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2013");
    if (value == 0)
        return QStringLiteral("0");
    if (value < 0) // the typographic minus, as usd() and percentChange() write it
        return QStringLiteral("\u2212") + number(-value, significant);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, significant - 1 - magnitude);
    const double step = std::pow(10.0, magnitude - significant + 1);
    const double rounded = decimals > 0 ? value : std::round(value / step) * step;
    return locale().toString(rounded, 'f', decimals);
}

QString usd(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2013");
    return value < 0 ? QStringLiteral("\u2212$") + number(-value) : QStringLiteral("$") + number(value);
}

QString list(const QStringList& items)
{
    return items.join(QCoreApplication::translate("tf::ui::format", ", ", "list separator"));
}

namespace {

/// `value` as it was set: six significant figures and the fewest decimals that write it back
/// exactly, at least `minimumDecimals` below 1,000, the typographic minus before `prefix`.
QString asSet(double value, const QString& prefix, int minimumDecimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2013");
    const double magnitude = QString::number(std::fabs(value), 'g', 6).toDouble();
    int decimals = 0;
    while (decimals < 12 && QString::number(magnitude, 'f', decimals).toDouble() != magnitude)
        ++decimals;
    if (magnitude < 1000)
        decimals = std::max(decimals, minimumDecimals);
    return (value < 0 ? QStringLiteral("\u2212") : QString()) + prefix + locale().toString(magnitude, 'f', decimals);
}

} // namespace

QString numberAsSet(double value)
{
    return asSet(value, QString(), 0);
}

QString usdAsSet(double value)
{
    return asSet(value, QStringLiteral("$"), 2); // cents below $1,000
}

QString percentChange(double value, double base)
{
    if (base == 0 || !std::isfinite(value) || !std::isfinite(base))
        return {};
    const double change = (value / base - 1.0) * 100.0;
    const QString magnitude = number(std::fabs(change), std::fabs(change) >= 100 ? 3 : 2);
    if (std::fabs(change) < 0.05)
        return QStringLiteral("\u00b10%");
    return (change > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + magnitude + QStringLiteral("%");
}

QString errorPercent(double share)
{
    return number(share * 100, 2);
}

QString multiple(double ratio, int significant)
{
    if (!std::isfinite(ratio) || ratio <= 0)
        return QStringLiteral("\u2013");
    if (ratio <= 0.5)
        return QStringLiteral("1/") + number(1 / ratio, significant);
    return number(ratio, significant) + QStringLiteral("\u00d7");
}

QString shortName(const QString& name, int maxChars)
{
    if (name.size() <= maxChars || maxChars < 3)
        return name;
    const qsizetype right = (maxChars - 1) / 2;
    const qsizetype left = maxChars - 1 - right;
    return name.left(left).trimmed() + QChar(0x2026) + name.right(right).trimmed();
}

QString ratio(double value, double base)
{
    if (base == 0 || !std::isfinite(value) || !std::isfinite(base))
        return QStringLiteral("\u2013");
    return multiple(value / base);
}

QString dateTime(const QDateTime& when)
{
    return when.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString date(const QDate& day)
{
    return day.toString(QStringLiteral("yyyy-MM-dd"));
}

} // namespace tf::ui::format
