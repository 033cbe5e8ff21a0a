#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace tf::ui::format {

/// The locale numbers are written in: the application's, except that the "C" locale (no
/// thousands separators, as in a bare test environment) is replaced by US English.
QLocale locale();
/// Three significant figures with the locale's thousands separator ("1,230", "0.123", "45.6",
/// "−18.1" with the typographic minus).
/// Values that cannot exist (NaN, inf) show as an en dash, never as "nan".
QString number(double value, int significant = 3);
/// A whole count with the locale's thousands separator ("1", "1,024"): GPUs, instances, users.
QString count(long long value);
/// A dollar amount with three significant figures ("$4.35", "$1,230").
QString usd(double value);
/// Items of a list in the interface language's way: "a, b, c"; "甲、乙、丙" in Chinese.
QString list(const QStringList& items);
/// A number as it was set, for inputs: every digit up to six significant and no trailing zeros
/// ("1.73", "0.075", "1,024"), where number() writes "1.730" at four.
QString numberAsSet(double value);
/// A dollar amount as it was set, for inputs: every digit up to six significant and cents always
/// below $1,000 ("$1.30", "$0.123", "$35,750"), where usd() rounds a capex of $35,750 to "$35,800".
QString usdAsSet(double value);
/// A signed relative change ("+12.3%", "−4.1%"); empty when the base is zero.
QString percentChange(double value, double base);
/// A median error share as a held-out figure reads it, without the sign: "27" for 0.269 (two
/// significant figures; the text around it adds "±" and "%").
QString errorPercent(double share);
/// A ratio as the cost-per-token article states one: "2.41×" and, at one half or below, "1/35.7";
/// an en dash where there is none.
QString multiple(double ratio, int significant = 3);
/// `name` with its middle left out past `maxChars` characters ("GB300 rack owne…2026 board deck"):
/// both ends tell scenarios apart, and a tag after it ("(baseline)") is never the part cut.
QString shortName(const QString& name, int maxChars);
/// value ÷ base as multiple() writes it.
QString ratio(double value, double base);
/// A moment as a board reads it in any language: "2026-12-06 13:58" (a short locale date such as
/// "12/6/26" reads as June 12th in much of the world).
QString dateTime(const QDateTime& when);
/// A day the same way: "2026-12-06".
QString date(const QDate& day);

} // namespace tf::ui::format
