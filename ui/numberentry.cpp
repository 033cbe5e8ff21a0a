#include "ui/numberentry.h"

#include "ui/wrappedtooltips.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMetaMethod>
#include <QRegularExpression>
#include <QSlider>
#include <QToolTip>

#include <cmath>

namespace tf::ui {

namespace {

/// Whether the group separators in `integerPart` stand only between whole groups of three digits.
bool groupsAreWhole(const QString& integerPart, QChar groupSeparator)
{
    if (!integerPart.contains(groupSeparator))
        return true;
    const QStringList groups = integerPart.split(groupSeparator);
    for (int i = 0; i < groups.size(); ++i) {
        const int digits = static_cast<int>(groups[i].size());
        if (i == 0 ? (digits < 1 || digits > 3) : digits != 3)
            return false;
    }
    return true;
}

/// Whether group separators stand only in the integer part, between whole groups of three digits.
bool separatorsInPlace(const QString& number, QChar decimal, QChar group)
{
    if (group.isNull())
        return true;
    const qsizetype exponentAt = number.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
    const QString mantissa = exponentAt >= 0 ? number.left(exponentAt) : number;
    QString integerPart = mantissa.section(decimal, 0, 0);
    if (integerPart.startsWith(QLatin1Char('-')) || integerPart.startsWith(QLatin1Char('+')))
        integerPart.remove(0, 1);
    return groupsAreWhole(integerPart, group) && !mantissa.section(decimal, 1).contains(group);
}

/// A bound as few digits as say it: "1,000" and "0.01", not "1,000.000" and "0.010", which read as
/// a million and a different step.
QString boundText(const QLocale& locale, double value, int decimals)
{
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString rangeText(const QLocale& locale, double minValue, double maxValue, int decimals)
{
    return QCoreApplication::translate("tf::ui::NumberEntry", "%1 to %2")
        .arg(boundText(locale, minValue, decimals), boundText(locale, maxValue, decimals));
}

/// Filters wheel events of inputs so they reach the scroll area around them: always for a choice
/// or a slider, and for a number field unless it has the keyboard focus (typing in it and
/// stepping it with the wheel is one deliberate act). A choice or a slider keeps the focus after
/// it is used, and the wheel that scrolled the panel on past it changed the pricing from owned to
/// rented without a word.
class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto* widget = qobject_cast<QWidget*>(watched);
        if (!widget || (qobject_cast<QAbstractSpinBox*>(widget) && widget->hasFocus()))
            return false;
        // Ignored and filtered: Qt then offers the event to the parent widgets (the scroll area).
        event->ignore();
        return true;
    }
};

void guardOne(QWidget* widget, QObject* guard)
{
    widget->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: a passing wheel must not take focus
    widget->installEventFilter(guard);
}

} // namespace

ParsedNumber parseNumber(const QString& text, const QLocale& locale, double minValue, double maxValue, int decimals)
{
    ParsedNumber result;
    const QString trimmed = text.trimmed();
    const auto refuse = [&](const QString& reason) {
        result.refusal = reason;
        return result;
    };
    if (trimmed.isEmpty())
        return refuse(QCoreApplication::translate("tf::ui::NumberEntry", "Enter a number."));
    const QChar decimal = locale.decimalPoint().at(0);
    const QChar group = locale.groupSeparator().isEmpty() ? QChar() : locale.groupSeparator().at(0);
    bool ok = false;
    const double value = separatorsInPlace(trimmed, decimal, group) ? locale.toDouble(trimmed, &ok) : 0.0;
    // "1e400" is a number, too large for any field, not a misplaced separator.
    static const QRegularExpression overflowing(QStringLiteral("^[+-]?[0-9]+([eE][+]?[0-9]{3,})$"));
    if (!ok && !overflowing.match(trimmed).hasMatch()) {
        return refuse(QCoreApplication::translate("tf::ui::NumberEntry",
                                                  "“%1” is not a number here: the decimal separator is "
                                                  "“%2”.")
                          .arg(trimmed, QString(decimal)));
    }
    if (!ok || !std::isfinite(value) || value < minValue || value > maxValue) {
        return refuse(QCoreApplication::translate("tf::ui::NumberEntry", "“%1” is out of range: enter %2.")
                          .arg(trimmed, rangeText(locale, minValue, maxValue, decimals)));
    }
    if (decimals == 0 && value != std::round(value)) {
        return refuse(QCoreApplication::translate("tf::ui::NumberEntry", "“%1” is not a whole number.").arg(trimmed));
    }
    result.ok = true;
    result.value = value;
    return result;
}

NumberEntry::NumberEntry(QWidget* parent) : QDoubleSpinBox(parent)
{
    // The editor's own signal: with keyboard tracking off the spin box reports text only on commit.
    connect(lineEdit(), &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text != committedText()) {
            m_refusalStanding = false;
            emit editStarted();
        }
    });
    connect(this, &QDoubleSpinBox::valueChanged, this, [this] { m_refusalStanding = false; });
}

QString NumberEntry::numberPart(const QString& text) const
{
    QString body = text;
    if (!prefix().isEmpty() && body.startsWith(prefix()))
        body = body.mid(prefix().size());
    if (!suffix().isEmpty() && body.endsWith(suffix()))
        body.chop(suffix().size());
    return body;
}

double roundedToDecimals(double value, int decimals)
{
    // More decimals than a field shows would be stored unseen; round to what the user reads.
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

ParsedNumber NumberEntry::parse(const QString& text) const
{
    ParsedNumber parsed = parseNumber(numberPart(text), locale(), minimum(), maximum(), decimals());
    if (parsed.ok)
        parsed.value = roundedToDecimals(parsed.value, decimals());
    return parsed;
}

QValidator::State NumberEntry::validate(QString& text, int& position) const
{
    Q_UNUSED(position);
    // Intermediate, never Invalid: an Invalid keystroke would be dropped without a word ("1e9"
    // becoming "19"). The edit is judged as a whole when it is committed.
    return parse(text).ok ? QValidator::Acceptable : QValidator::Intermediate;
}

void NumberEntry::fixup(QString& text) const
{
    // Called when a commit finds the text unacceptable; the box then keeps its previous value.
    const ParsedNumber parsed = parse(text);
    if (!parsed.ok) {
        m_refusalStanding = true;
        emit refused(parsed.refusal);
        // A box whose owner shows no refusals shows its own, under it: never a silent refusal.
        if (!isSignalConnected(QMetaMethod::fromSignal(&NumberEntry::refused)))
            QToolTip::showText(mapToGlobal(QPoint(0, height())), wrappedToolTip(parsed.refusal),
                               const_cast<NumberEntry*>(this));
    }
}

double NumberEntry::valueFromText(const QString& text) const
{
    const QString typedText = numberPart(text).trimmed();
    const ParsedNumber typed = parseNumber(typedText, locale(), minimum(), maximum(), decimals());
    if (!typed.ok)
        return value();
    const double kept = roundedToDecimals(typed.value, decimals());
    if (kept != typed.value) {
        const QString note = tr("%1 is kept as %2: this field holds %n decimal(s).", nullptr, decimals())
                                 .arg(typedText, locale().toString(kept, 'f', decimals()));
        emit rounded(note);
        // A box whose owner shows no notes shows its own, under it.
        if (!isSignalConnected(QMetaMethod::fromSignal(&NumberEntry::rounded)))
            QToolTip::showText(mapToGlobal(QPoint(0, height())), wrappedToolTip(note), const_cast<NumberEntry*>(this));
    }
    return kept;
}

QString NumberEntry::textFromValue(double value) const
{
    constexpr int kAlwaysShownDecimals = 2;
    QString text = QDoubleSpinBox::textFromValue(value);
    const qsizetype point = text.lastIndexOf(locale().decimalPoint());
    if (point < 0)
        return text;
    while (text.size() - point - 1 > kAlwaysShownDecimals && text.endsWith(QLatin1Char('0')))
        text.chop(1);
    return text;
}

QString NumberEntry::committedText() const
{
    return prefix() + textFromValue(value()) + suffix();
}

void NumberEntry::focusOutEvent(QFocusEvent* event)
{
    const bool refusalStood = m_refusalStanding;
    QDoubleSpinBox::focusOutEvent(event);
    if (refusalStood && text() == committedText()) {
        m_refusalStanding = false;
        emit editAbandoned();
    }
}

void NumberEntry::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && (m_refusalStanding || text() != committedText())) {
        m_refusalStanding = false;
        lineEdit()->setText(committedText());
        selectAll();
        emit editAbandoned();
        event->accept();
        return;
    }
    QDoubleSpinBox::keyPressEvent(event);
}

void guardWheel(QWidget* widget)
{
    auto* guard = new WheelGuard(widget);
    const auto guardAll = [guard](const auto& widgets) {
        for (QWidget* w : widgets)
            guardOne(w, guard);
    };
    guardAll(widget->findChildren<QComboBox*>());
    guardAll(widget->findChildren<QAbstractSpinBox*>());
    guardAll(widget->findChildren<QSlider*>());
    if (qobject_cast<QComboBox*>(widget) || qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QSlider*>(widget))
        guardOne(widget, guard);
}

} // namespace tf::ui
