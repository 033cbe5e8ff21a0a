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

QString usdAsSet(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2013");
    if (value < 0)
        return QStringLiteral("\u2212") + usdAsSet(-value);
    const double sixFigures = QString::number(value, 'g', 6).toDouble();
    int decimals = 0; // the fewest that write it back exactly
    while (decimals < 12 && QString::number(sixFigures, 'f', decimals).toDouble() != sixFigures)
        ++decimals;
    if (sixFigures < 1000)
        decimals = std::max(decimals, 2); // cents
    return QStringLiteral("$") + locale().toString(sixFigures, 'f', decimals);
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
