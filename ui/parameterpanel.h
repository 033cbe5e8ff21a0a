#pragma once

#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/scenario.h"

#include <QMap>
#include <QWidget>

#include <utility>
#include <vector>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QLabel;
class QLayout;
class QScrollArea;
class QVBoxLayout;

namespace tf::ui {

class DocumentModel;
class PricePresetBox;
class WorkloadPresetBox;
class SliderField;
struct ScenarioResult;

/// The inputs of the selected scenario. The four the user named (GPU price, power, precision,
/// batch) are always visible at the top; the rest sit in collapsible groups. Every change becomes
/// an undoable document edit; a slider drag is one undo step.
class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(DocumentModel* document, QWidget* parent = nullptr);

    /// Whether `precision` can run on `hw` for `model` (core::precisionSupport: natively, or
    /// weight-only with the math at a wider format). When refused, `reason` says why; `note`
    /// receives the weight-only remark when allowed that way.
    static bool precisionAllowed(const core::Hardware& hw, const core::LlmModel& model, core::Precision precision,
                                 QString* reason, QString* note = nullptr);

    /// Asks to switch the selected scenario's precision. Returns false (and emits message()) with
    /// the reason when the hardware cannot run it; the document is unchanged then.
    bool requestPrecision(core::Precision precision, QString* reason = nullptr);

    /// Hides the collapsible groups, leaving the key inputs (presentation mode).
    void setCompact(bool compact);

    /// Shows the evaluated state of the selected scenario (capacity mark, red flags).
    void showResult(const ScenarioResult* result);

    /// The field editing one numeric input (core::numericInputFields() key), or nullptr.
    SliderField* field(const QString& key) const { return m_fields.value(key, nullptr); }
    QAbstractButton* precisionButton(core::Precision precision) const;
    QComboBox* hardwareCombo() const { return m_hardware; }
    QComboBox* tensorParallelCombo() const { return m_tensorParallel; }

signals:
    /// A one-line message for the status bar (a refused edit, a weight-only note).
    void message(const QString& text);

private:
    void refresh();
    void fillCatalogCombos();
    // Building the form: the choices, the key inputs, then one folding section per core::InputSection,
    // each field made from its core::InputFieldInfo.
    void buildChoices(QVBoxLayout* layout);
    void buildKeyInputs(QWidget* content, QVBoxLayout* layout);
    void buildSections(QVBoxLayout* layout);
    QWidget* pricePresetRow();
    void addSection(QVBoxLayout* layout, const QString& title, core::InputSection section,
                    const std::vector<std::pair<QString, QWidget*>>& choices);
    SliderField* addField(QWidget* parent, const core::InputFieldInfo& info);
    void placeInScrollArea(QScrollArea* scroll, QWidget* content);
    void connectCombos();
    void connectDocument();
    void editInputs(const core::ScenarioInputs& inputs, const QString& text);
    void fillParallelismCombo(QComboBox* combo, int maxGpus, int current, int domainGpus);
    void updatePrecisionButtons(const core::ScenarioInputs& inputs);
    void updateSourceToolTips(const core::ScenarioInputs& inputs);
    /// The price field's tooltip: which catalog figure is the default, its source, and whether the
    /// value in use is it; a GPU without a catalog price is flagged at the field.
    void updatePriceExplanation(const core::ScenarioInputs& inputs);
    /// Tells the user what a hardware change kept or replaced (a missing price, a framework).
    void announceHardwareDefaults(const core::ScenarioInputs& inputs, const core::HardwareDefaults& applied);
    int selected() const;

    DocumentModel* m_document;
    QMap<QString, SliderField*> m_fields;
    /// The same fields with their descriptions, in form order, for refresh() on every edit.
    std::vector<std::pair<const core::InputFieldInfo*, SliderField*>> m_numericFields;
    QComboBox* m_hardware = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_framework = nullptr;
    QComboBox* m_pricing = nullptr;
    QComboBox* m_serving = nullptr;
    QComboBox* m_tensorParallel = nullptr;
    QComboBox* m_expertParallel = nullptr;
    QComboBox* m_prefillTensorParallel = nullptr;
    QButtonGroup* m_precision = nullptr;
    QLabel* m_precisionNote = nullptr;
    QLabel* m_ownedPrice = nullptr;
    PricePresetBox* m_pricePreset = nullptr;
    QWidget* m_pricePresetRow = nullptr; ///< the preset and its label, shown while the price is given
    WorkloadPresetBox* m_workloadPreset = nullptr;
    QLabel* m_capacity = nullptr;
    bool m_refreshing = false;
};

} // namespace tf::ui
