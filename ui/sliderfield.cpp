#include "ui/sliderfield.h"

#include "ui/numberentry.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tf::ui {

namespace {

constexpr int kSliderSteps = 1000;

/// A slider that paints one mark (a red tick) across its groove.
class MarkedSlider : public QSlider
{
public:
    explicit MarkedSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) { }
    void setMarkPosition(int position) // -1 = none
    {
        m_markPosition = position;
        update();
    }

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QSlider::paintEvent(event);
        if (m_markPosition < 0)
            return;
        QStyleOptionSlider option;
        initStyleOption(&option);
        const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
        const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
        const int span = groove.width() - handle.width();
        const int x = groove.left() + handle.width() / 2 +
                      QStyle::sliderPositionFromValue(minimum(), maximum(), m_markPosition, span);
        QPainter painter(this);
        painter.setPen(QPen(QColor(0xc6, 0x28, 0x28), 2));
        painter.drawLine(x, rect().top() + 1, x, rect().bottom() - 1);
    }

private:
    int m_markPosition = -1;
};

} // namespace

SliderField::SliderField(const Spec& spec, QWidget* parent) : QWidget(parent), m_spec(spec)
{
    m_label = new QLabel(spec.label, this);
    m_slider = new MarkedSlider(this);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setPageStep(kSliderSteps / 20);
    auto* entry = new NumberEntry(this);
    m_field = entry;
    m_field->setDecimals(spec.decimals);
    m_field->setRange(spec.fieldMin, spec.fieldMax);
    m_field->setKeyboardTracking(false); // commit on Enter / focus out, not on each keystroke
    m_field->setGroupSeparatorShown(true);
    // Dollars lead, as every dollar figure on screen writes them: "$35,750", "$1.41/GPU-h" (not
    // "35,750 $"); other units follow the number.
    if (spec.unit.startsWith(QLatin1Char('$'))) {
        m_field->setPrefix(QStringLiteral("$"));
        m_field->setSuffix(spec.unit.mid(1));
    } else if (!spec.unit.isEmpty()) {
        m_field->setSuffix(QLatin1Char(' ') + spec.unit);
    }
    m_field->setAlignment(Qt::AlignRight);
    m_field->setMinimumWidth(130);
    if (spec.decimals > 0)
        m_field->setSingleStep(std::pow(10.0, -spec.decimals + 1));

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setVerticalSpacing(0);
    layout->addWidget(m_label, 0, 0);
    layout->addWidget(m_field, 0, 1, Qt::AlignRight);
    layout->addWidget(m_slider, 1, 0, 1, 2);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    layout->addWidget(m_message, 2, 0, 1, 2);
    m_label->setBuddy(m_field);
    connect(entry, &NumberEntry::refused, this, &SliderField::showRefusal);
    // A refusal explains why the box still shows its value; it goes once the user abandons the
    // edit or starts a new one, so it never stands beside text it does not describe.
    connect(entry, &NumberEntry::editAbandoned, this, [this] { showRefusal({}); });
    connect(entry, &NumberEntry::editStarted, this, [this] {
        m_roundingNote.clear();
        showRefusal({});
    });
    // Shown at once, and again once the rounded value is committed (which clears what stood).
    connect(entry, &NumberEntry::rounded, this, [this](const QString& note) {
        m_roundingNote = note;
        showMessage(note, false);
    });

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (m_updating)
            return;
        double v = fromSlider(position);
        if (m_spec.decimals == 0)
            v = std::round(v);
        if (v == m_value)
            return;
        m_value = v;
        showRefusal({});
        {
            const QSignalBlocker blocker(m_field);
            m_field->setValue(v);
        }
        emit valueEdited(v);
    });
    connect(m_slider, &QSlider::sliderReleased, this, &SliderField::editingFinished);
    connect(m_field, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_updating || v == m_value)
            return;
        m_value = v;
        showMessage(std::exchange(m_roundingNote, QString()), false);
        {
            const QSignalBlocker blocker(m_slider);
            m_slider->setValue(toSlider(v));
        }
        emit valueEdited(v);
        emit editingFinished();
    });
}

void SliderField::setValue(double value)
{
    if (value != m_value)
        showRefusal({});
    m_updating = true;
    m_value = value;
    showUnitFor(value);
    m_field->setValue(value);
    m_slider->setValue(toSlider(value));
    m_updating = false;
}

void SliderField::showUnitFor(double value)
{
    if (m_spec.unitOfOne.isEmpty() || m_spec.unit.startsWith(QLatin1Char('$')))
        return;
    const QString suffix = QLatin1Char(' ') + (value == 1 ? m_spec.unitOfOne : m_spec.unit);
    if (m_field->suffix() != suffix)
        m_field->setSuffix(suffix);
}

void SliderField::setSliderRange(double minValue, double maxValue)
{
    m_spec.sliderMin = std::max(minValue, m_spec.fieldMin);
    m_spec.sliderMax = std::max(std::min(maxValue, m_spec.fieldMax), m_spec.sliderMin);
    m_slider->setEnabled(m_spec.sliderMax > m_spec.sliderMin);
    setValue(m_value);
    setMark(m_mark, m_markToolTip);
}

void SliderField::setMark(double value, const QString& toolTip)
{
    m_mark = value;
    static_cast<MarkedSlider*>(m_slider)->setMarkPosition(value > 0 ? toSlider(value) : -1);
    m_markToolTip = value > 0 ? toolTip : QString();
    applyToolTips();
}

void SliderField::setWarning(const QString& reason)
{
    if (reason == m_warning)
        return;
    m_warning = reason;
    const QString style = reason.isEmpty() ? QString() : QStringLiteral("color: #c62828; font-weight: bold;");
    m_label->setStyleSheet(style);
    m_field->setStyleSheet(reason.isEmpty() ? QString() : QStringLiteral("QDoubleSpinBox { color: #c62828; }"));
    applyToolTips();
}

QString SliderField::refusal() const
{
    return m_messageIsRefusal ? m_message->text() : QString();
}

QString SliderField::note() const
{
    return m_messageIsRefusal ? QString() : m_message->text();
}

void SliderField::showRefusal(const QString& reason)
{
    showMessage(reason, true);
}

void SliderField::showMessage(const QString& text, bool refusal)
{
    m_messageIsRefusal = refusal;
    m_message->setStyleSheet(refusal ? QStringLiteral("color: #c62828;") : QStringLiteral("color: palette(dark);"));
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void SliderField::setExplanation(const QString& toolTip)
{
    m_explanation = toolTip;
    applyToolTips();
}

void SliderField::applyToolTips()
{
    QString tip = m_explanation;
    if (!m_markToolTip.isEmpty())
        tip += QStringLiteral("<br><span style='color:#c62828'>\u2759</span> ") + m_markToolTip.toHtmlEscaped();
    if (!m_warning.isEmpty())
        tip = QStringLiteral("<b style='color:#c62828'>%1</b><br>%2").arg(m_warning.toHtmlEscaped(), tip);
    m_label->setToolTip(tip);
    m_slider->setToolTip(tip);
    m_field->setToolTip(tip);
}

int SliderField::toSlider(double value) const
{
    const double lo = m_spec.sliderMin;
    const double hi = m_spec.sliderMax;
    if (hi <= lo)
        return 0;
    const double v = std::clamp(value, lo, hi);
    double t = 0;
    if (m_spec.logScale && lo > 0)
        t = std::log(v / lo) / std::log(hi / lo);
    else
        t = (v - lo) / (hi - lo);
    return static_cast<int>(std::lround(t * kSliderSteps));
}

double SliderField::fromSlider(int position) const
{
    const double lo = m_spec.sliderMin;
    const double hi = m_spec.sliderMax;
    const double t = static_cast<double>(position) / kSliderSteps;
    const double v = (m_spec.logScale && lo > 0) ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    // Round to what the field shows, so the value stored is the value the user reads.
    const double scale = std::pow(10.0, m_spec.decimals);
    return std::round(v * scale) / scale;
}

} // namespace tf::ui
