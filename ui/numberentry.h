#pragma once

#include <QDoubleSpinBox>
#include <QLocale>
#include <QString>

class QKeyEvent;
class QWidget;

namespace tf::ui {

/// The outcome of reading a number typed by a user.
struct ParsedNumber
{
    bool ok = false;
    double value = 0;
    QString refusal; ///< why the text was refused (translated), empty when ok
};

/// Reads `text` as a number written in `locale`: its decimal separator, its group separator only
/// in whole groups of three digits ("1,024" but never "1,5"), an optional exponent. The value must
/// be finite, within [minValue, maxValue], and whole when `decimals` is 0. Anything else is
/// refused with a message that names the problem; nothing is guessed.
ParsedNumber parseNumber(const QString& text, const QLocale& locale, double minValue, double maxValue, int decimals);

/// `value` rounded to `decimals` decimals: what a field showing that many holds.
double roundedToDecimals(double value, int decimals);

/// A spin box that never misreads what is typed: text that parseNumber() refuses is never turned
/// into a different number. The box keeps its previous value and emits refused() with the reason.
/// Keystrokes are never dropped silently (the text stays until the edit ends).
class NumberEntry : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit NumberEntry(QWidget* parent = nullptr);

    QValidator::State validate(QString& text, int& position) const override;
    void fixup(QString& text) const override;
    double valueFromText(const QString& text) const override;
    /// The value with the box's decimals, less trailing zeros past the second: a price field that
    /// holds $2.652 shows $1.41, not $1.410.
    QString textFromValue(double value) const override;

    /// The box's text as it shows its committed value (prefix, number, suffix).
    QString committedText() const;

signals:
    /// A committed edit was refused; the value did not change.
    void refused(const QString& reason) const;
    /// A committed edit had more decimals than the box shows and was kept rounded to them; `note`
    /// says to what. (Stored unseen, 2.345 would cost what the screen calls 2.35.)
    void rounded(const QString& note) const;
    /// Escape abandoned an edit or a refused commit: the box shows its committed value again.
    /// (Escape with nothing to abandon goes on to the window, e.g. to close a dialog.)
    void editAbandoned();
    /// The text now differs from the committed value: the user is typing a new edit.
    void editStarted();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    /// Leaving the box after a refused edit shows its committed value again: the edit is abandoned
    /// (editAbandoned()), so no refusal stands beside a value it does not describe.
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// `text` without the box's prefix and suffix.
    QString numberPart(const QString& text) const;
    ParsedNumber parse(const QString& text) const;

    /// The last commit was refused and no edit has followed it yet.
    mutable bool m_refusalStanding = false;
};

/// The mouse wheel scrolls the page under the pointer, not the value of an input it passes over:
/// `widget` (and inputs of the same kind inside it) take wheel events only while focused.
void guardWheel(QWidget* widget);

} // namespace tf::ui
