#pragma once

#include "ui/elidingcombobox.h"

namespace tf::core {
struct ScenarioInputs;
}

namespace tf::ui {

class DocumentModel;

/// Picks the workload shape (ISL, OSL, prefix-cache hit and, for some, objectives) from a named,
/// sourced preset (core::workloadPresets()) and applies it to the selected scenario as one undo
/// step. It shows which preset the scenario's lengths come from, or "your own workload".
class WorkloadPresetBox : public ElidingComboBox
{
    Q_OBJECT
public:
    explicit WorkloadPresetBox(DocumentModel* document, QWidget* parent = nullptr);

    /// Shows which preset `inputs` matches, without emitting or editing.
    void showFor(const core::ScenarioInputs& inputs);

private:
    void apply(int index);

    DocumentModel* m_document;
};

} // namespace tf::ui
