#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace tf::ui {

/// A labelled input with a slider for dragging and a spin box for an exact value. The slider may
/// be logarithmic (for ranges spanning decades) and may carry a mark (e.g. the memory capacity
/// limit on the batch slider). The exact field accepts the whole valid range even when the slider
/// covers less of it.
class SliderField : public QWidget
{
    Q_OBJECT
public:
    struct Spec
    {
        QString label;
        QString unit;        ///< shown after the value, e.g. "$/GPU-h"
        QString unitOfOne;   ///< shown after a value of exactly 1 where it differs ("stage" for "stages")
        double fieldMin = 0; ///< range the exact field accepts
        double fieldMax = 1;
        double sliderMin = 0; ///< range the slider spans (clamped into the field range)
        double sliderMax = 1;
        int decimals = 2; ///< 0 = integer input
        bool logScale = false;
    };

    explicit SliderField(const Spec& spec, QWidget* parent = nullptr);

    double value() const { return m_value; }
    /// Shows `value` without emitting valueEdited().
    void setValue(double value);
    /// Changes the slider's span (e.g. batch 1..capacity) without emitting.
    void setSliderRange(double minValue, double maxValue);
    double sliderMinimum() const { return m_spec.sliderMin; }
    double sliderMaximum() const { return m_spec.sliderMax; }
    /// Draws a mark at `value` on the slider (<= 0 removes it) with a tooltip.
    void setMark(double value, const QString& toolTip);
    double mark() const { return m_mark; }
    /// Flags the value (red field and label) with the reason as tooltip; empty reason clears it.
    void setWarning(const QString& reason);
    bool hasWarning() const { return !m_warning.isEmpty(); }
    /// Tooltip for the label, slider and field: formula and source of the figure.
    void setExplanation(const QString& toolTip);

    /// Why the last typed value was refused (empty when the last edit was accepted).
    QString refusal() const;
    /// The note under the field about an accepted value (a typed value kept rounded), or empty.
    QString note() const;

    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* field() const { return m_field; }

signals:
    /// The user changed the value (every step of a drag, or a committed exact value).
    void valueEdited(double value);
    /// The user finished an edit (slider released, exact value committed): ends an undo step.
    void editingFinished();

private:
    int toSlider(double value) const;
    double fromSlider(int position) const;
    void applyToolTips();
    /// The unit after the field's value: singular at exactly one ("1 stage", not "1 stages").
    void showUnitFor(double value);
    void showRefusal(const QString& reason);
    void showMessage(const QString& text, bool refusal);

    Spec m_spec;
    double m_value = 0;
    double m_mark = 0;
    QString m_warning;
    QString m_explanation;
    QString m_markToolTip;
    QLabel* m_label = nullptr;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_field = nullptr;
    QLabel* m_message = nullptr; ///< under the field: a typed value refused, or kept rounded
    bool m_messageIsRefusal = true;
    QString m_roundingNote; ///< of the commit in progress, shown once its value is set
    bool m_updating = false;
};

} // namespace tf::ui
