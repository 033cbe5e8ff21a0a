#pragma once

#include "core/servicelevel.h"
#include "ui/chartdata.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace tf::ui {

class DocumentModel;
class ElidedLabel;
class NumberEntry;
struct ScenarioResult;

/// `options` with the service level's interactivity (equal-interactivity target or SLO floor) as the
/// curve charts' vertical target line.
ChartOptions chartOptionsAtServiceLevel(ChartOptions options, const core::ServiceLevel& level);

/// The comparison's shared service level: at the operating point, at equal interactivity (a
/// target tok/s/user) or best under SLOs (TTFT and tok/s/user limits), with a caption saying what
/// the cards, table and charts show, and "Use this configuration" for the selected scenario.
class ServiceLevelBar : public QWidget
{
    Q_OBJECT
public:
    explicit ServiceLevelBar(DocumentModel* document, QWidget* parent = nullptr);

    /// Follows the results: caption, unreachable scenarios, whether the selected scenario's
    /// chosen configuration differs from its inputs.
    void showResults(const std::vector<ScenarioResult>& results, int selected);
    /// Adopts the selected scenario's chosen configuration as its inputs (one undo step); false
    /// when there is nothing to adopt.
    bool adoptSelected();

    QString captionText() const;
    QComboBox* modeBox() const { return m_mode; }
    NumberEntry* targetBox() const { return m_target; }
    QPushButton* adoptButton() const { return m_adopt; }

    /// "At equal interactivity: 50 tok/s/user, each scenario at its best configuration" etc.
    static QString describe(const core::ServiceLevel& level);

private:
    /// The scenarios an equal-interactivity comparison shows well above its target, because none of
    /// their configurations runs that slowly ("H200 FP8 at 9.33 tok/s/user"); empty when none.
    static QString fasterThanTheTarget(const std::vector<ScenarioResult>& results, const core::ServiceLevel& level);
    void syncFromDocument();
    /// Edits of the mode, the limits and the search option become undo steps; a refused limit says why.
    void connectEdits();
    void edited();
    void showRefusal(const QString& reason);

    DocumentModel* m_document;
    QComboBox* m_mode = nullptr;
    QLabel* m_targetLabel = nullptr;
    NumberEntry* m_target = nullptr;
    QLabel* m_ttftLabel = nullptr;
    NumberEntry* m_ttft = nullptr;
    QLabel* m_floorLabel = nullptr;
    NumberEntry* m_floor = nullptr;
    QCheckBox* m_searchServing = nullptr;
    QPushButton* m_adopt = nullptr;
    QLabel* m_caption = nullptr;
    ElidedLabel* m_refusal = nullptr; ///< why a typed limit was refused, until the next edit
    core::ScenarioInputs m_adoptable;
    int m_adoptIndex = -1;
};

} // namespace tf::ui
