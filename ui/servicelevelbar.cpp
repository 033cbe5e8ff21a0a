#include "ui/servicelevelbar.h"

#include "ui/documentmodel.h"
#include "ui/elidedlabel.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"
#include "ui/scenarioresult.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tf::ui {

namespace {

NumberEntry* spinBox(QWidget* parent, double low, double high, int decimals, const QString& suffix)
{
    auto* box = new NumberEntry(parent);
    box->setRange(low, high);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true); // "100,000.0 tok/s/user", as the cards write it
    box->setKeyboardTracking(false);   // one level change per committed value, not per keystroke
    box->setAccelerated(true);
    return box;
}

} // namespace

ChartOptions chartOptionsAtServiceLevel(ChartOptions options, const core::ServiceLevel& level)
{
    options.targetTokSPerUser = 0;
    options.targetLabel.clear();
    options.levelCaption.clear();
    if (level.mode == core::ServiceLevelMode::EqualInteractivity)
        options.levelCaption = ServiceLevelBar::tr("at %1 tok/s/user").arg(format::number(level.targetTokSPerUser));
    else if (level.mode == core::ServiceLevelMode::BestUnderSlo)
        options.levelCaption = ServiceLevelBar::tr("under the SLOs");
    if (level.mode == core::ServiceLevelMode::EqualInteractivity) {
        options.targetTokSPerUser = level.targetTokSPerUser;
        options.targetLabel = ServiceLevelBar::tr("target %1 tok/s/user").arg(format::number(level.targetTokSPerUser));
    } else if (level.mode == core::ServiceLevelMode::BestUnderSlo && level.minTokSPerUser() > 0) {
        options.targetTokSPerUser = level.minTokSPerUser();
        options.targetLabel =
            ServiceLevelBar::tr("SLO (mean) ≥ %1 tok/s/user").arg(format::number(level.minTokSPerUser()));
    }
    return options;
}

ServiceLevelBar::ServiceLevelBar(DocumentModel* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("serviceLevelBar"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 4);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    column->addLayout(row);
    auto* title = new QLabel(tr("Compare:"), this);
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("At the operating point"), int(core::ServiceLevelMode::OperatingPoint));
    m_mode->addItem(tr("At equal interactivity"), int(core::ServiceLevelMode::EqualInteractivity));
    m_mode->addItem(tr("Best under SLOs"), int(core::ServiceLevelMode::BestUnderSlo));
    m_mode->setToolTip(tr("Throughput and cost only compare at the same user experience. Equal interactivity "
                          "reads every scenario at its best configuration on its own frontier, as InferenceX "
                          "does; best under SLOs picks the highest goodput that meets every limit."));
    m_targetLabel = new QLabel(tr("Target"), this);
    m_target = spinBox(this, 0.1, 100000, 1, tr(" tok/s/user"));
    m_target->setToolTip(
        tr("50 tok/s/user is where the token-economics article's interactive tier starts (batch < 10, "
           "balanced 10–50, interactive > 50 tok/s/user with TTFT < 200 ms), and the level at which Token "
           "Factory reads the cost-per-token article's GB300 NVL72 vs H200 ratios (that article states no "
           "interactivity)."));
    // The bar's limits hold on the mean; a scenario's own percentile and fluctuation objectives
    // (its Service level inputs) still decide its goodput, so the caption and tooltips name the statistic.
    const QString meanNote = tr("The comparison's limit holds on the mean. A scenario's own percentile objective "
                                "(P90, P99) and TPOT fluctuation limit, set in its Service level inputs, also "
                                "decide its goodput.");
    m_ttftLabel = new QLabel(tr("TTFT \u2264"), this);
    m_ttft = spinBox(this, 0, 600000, 0, tr(" ms"));
    m_ttft->setSpecialValueText(tr("no limit"));
    m_floorLabel = new QLabel(tr("Interactivity \u2265"), this);
    m_floor = spinBox(this, 0, 100000, 1, tr(" tok/s/user"));
    m_floor->setSpecialValueText(tr("no limit"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_ttftLabel, m_ttft, m_floorLabel, m_floor})
        w->setToolTip(meanNote);
    m_searchServing = new QCheckBox(tr("Also choose drafts and serving"), this);
    m_searchServing->setToolTip(tr("Unchecked, each scenario keeps its own speculative depth and aggregated or "
                                   "disaggregated serving (its serving recipe) and only batch, TP and EP are "
                                   "chosen. Checked, speculative depths 0–3 and both serving modes are "
                                   "searched too."));
    m_adopt = new QPushButton(tr("Use this configuration"), this);
    m_adopt->setToolTip(tr("Make the selected scenario's chosen configuration its inputs (one undo step)."));
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("serviceLevelCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    // A refused limit says why beside the boxes: the box's own tooltip vanished as Tab moved the
    // focus on, and "-5" turned back into 50.0 without a word.
    m_refusal = new ElidedLabel(this, 16);
    m_refusal->setObjectName(QStringLiteral("serviceLevelRefusal"));
    m_refusal->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_refusal->setVisible(false);
    for (QWidget* w : std::initializer_list<QWidget*>{title, m_mode, m_targetLabel, m_target, m_ttftLabel, m_ttft,
                                                      m_floorLabel, m_floor})
        row->addWidget(w);
    row->addWidget(m_refusal, 10); // the free room, shortened only where there is none, never widening the window
    row->addStretch(1);
    QFont captionFont = m_caption->font();
    captionFont.setBold(true);
    m_caption->setFont(captionFont);
    // The caption wraps and shares its row with the search option and the button, so the bar fits
    // a 1280-pixel window in every mode (best under SLOs has two limits on the first row).
    m_caption->setWordWrap(true);
    auto* captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption, 1);
    captionRow->addWidget(m_searchServing, 0, Qt::AlignTop);
    captionRow->addWidget(m_adopt, 0, Qt::AlignTop);
    column->addLayout(captionRow);
    connectEdits();
    connect(m_adopt, &QPushButton::clicked, this, &ServiceLevelBar::adoptSelected);
    connect(m_document, &DocumentModel::serviceLevelChanged, this, &ServiceLevelBar::syncFromDocument);
    syncFromDocument();
}

void ServiceLevelBar::connectEdits()
{
    // A mode or axis switch is its own undo step; typing or stepping a limit merges until done.
    const auto step = [this] {
        m_document->endMergeSequence();
        edited();
        m_document->endMergeSequence();
    };
    connect(m_mode, &QComboBox::currentIndexChanged, this, step);
    for (NumberEntry* box : {m_target, m_ttft, m_floor}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, &ServiceLevelBar::edited);
        connect(box, &QDoubleSpinBox::editingFinished, m_document, &DocumentModel::endMergeSequence);
        connect(box, &NumberEntry::refused, this, &ServiceLevelBar::showRefusal);
        connect(box, &NumberEntry::editStarted, this, [this] { showRefusal({}); });
        connect(box, &NumberEntry::editAbandoned, this, [this] { showRefusal({}); });
    }
    connect(m_searchServing, &QCheckBox::toggled, this, step);
}

void ServiceLevelBar::showRefusal(const QString& reason)
{
    m_refusal->setTextAndToolTip(reason, {});
    m_refusal->setVisible(!reason.isEmpty());
}

void ServiceLevelBar::syncFromDocument()
{
    showRefusal({}); // a reason stood beside boxes of another mode, or beside none
    const core::ServiceLevel& level = m_document->serviceLevel();
    const QSignalBlocker b1(m_mode), b2(m_target), b3(m_ttft), b4(m_floor), b5(m_searchServing);
    m_mode->setCurrentIndex(m_mode->findData(int(level.mode)));
    m_target->setValue(level.targetTokSPerUser);
    m_ttft->setValue(level.sloTtftMs);
    m_floor->setValue(level.minTokSPerUser());
    m_searchServing->setChecked(level.searchServing);
    const bool equal = level.mode == core::ServiceLevelMode::EqualInteractivity;
    const bool slo = level.mode == core::ServiceLevelMode::BestUnderSlo;
    m_targetLabel->setVisible(equal);
    m_target->setVisible(equal);
    for (QWidget* w : std::initializer_list<QWidget*>{m_ttftLabel, m_ttft, m_floorLabel, m_floor})
        w->setVisible(slo);
    m_searchServing->setVisible(equal || slo);
    m_adopt->setVisible(equal || slo);
}

void ServiceLevelBar::edited()
{
    core::ServiceLevel level = m_document->serviceLevel();
    level.mode = core::ServiceLevelMode(m_mode->currentData().toInt());
    level.targetTokSPerUser = m_target->value();
    level.sloTtftMs = m_ttft->value();
    level.sloTokSPerUser = m_floor->value();
    level.sloTpotMs = 0; // the bar edits the tok/s/user form of the interactivity limit
    level.searchServing = m_searchServing->isChecked();
    if (level.mode == core::ServiceLevelMode::BestUnderSlo && level.sloTtftMs <= 0 && level.sloTokSPerUser <= 0) {
        // Entering SLO mode with no limits set: the analyst's usual question, TTFT under 2 s at the
        // equal-interactivity target.
        level.sloTtftMs = 2000;
        level.sloTokSPerUser = level.targetTokSPerUser;
    }
    if (!core::validateServiceLevel(level)) {
        syncFromDocument(); // e.g. both SLO limits cleared: keep the last valid level
        return;
    }
    m_document->setServiceLevel(level);
    syncFromDocument();
}

QString ServiceLevelBar::describe(const core::ServiceLevel& level)
{
    switch (level.mode) {
    case core::ServiceLevelMode::OperatingPoint:
        return tr("At each scenario's operating point (batch, TP and EP as set)");
    case core::ServiceLevelMode::EqualInteractivity:
        return tr("At equal interactivity: %1 tok/s/user, each scenario at its best configuration")
            .arg(format::number(level.targetTokSPerUser));
    case core::ServiceLevelMode::BestUnderSlo: {
        QStringList limits;
        if (level.sloTtftMs > 0)
            limits << tr("mean TTFT \u2264 %1 ms").arg(format::number(level.sloTtftMs));
        if (level.minTokSPerUser() > 0)
            limits << tr("mean \u2265 %1 tok/s/user").arg(format::number(level.minTokSPerUser()));
        return tr("Best configuration under SLOs (%1): highest goodput").arg(format::list(limits));
    }
    }
    return {};
}

QString ServiceLevelBar::fasterThanTheTarget(const std::vector<ScenarioResult>& results,
                                             const core::ServiceLevel& level)
{
    // Below the interactivity of a scenario's largest batch the comparison shows that batch: a target
    // of 0.1 tok/s/user was headed "equal interactivity" over points at 9.33.
    constexpr double kEqualWithin = 1.1; // whole batches land a few per cent above the target
    if (level.mode != core::ServiceLevelMode::EqualInteractivity)
        return {};
    QStringList faster;
    for (const ScenarioResult& r : results) {
        const double shown = r.series.current.op.tokSPerUser;
        if (r.valid && r.choice.reached && shown > level.targetTokSPerUser * kEqualWithin)
            faster << tr("%1 at %2 tok/s/user").arg(r.series.name, format::number(shown));
    }
    return format::list(faster);
}

void ServiceLevelBar::showResults(const std::vector<ScenarioResult>& results, int selected)
{
    const core::ServiceLevel& level = m_document->serviceLevel();
    QStringList unreached;
    for (const ScenarioResult& r : results) {
        if (r.valid && !r.choice.reached && level.mode != core::ServiceLevelMode::OperatingPoint)
            unreached << r.series.name;
    }
    QString caption = describe(level);
    if (!unreached.isEmpty())
        caption += tr(" \u2014 not reached by %1").arg(format::list(unreached));
    if (const QString faster = fasterThanTheTarget(results, level); !faster.isEmpty())
        caption += tr(" \u2014 none runs as slowly as that: %1").arg(faster);
    if (m_caption->text() != caption) {
        m_caption->setText(caption);
        m_caption->setStyleSheet(unreached.isEmpty() ? QString() : QStringLiteral("color: #c62828;"));
    }
    m_adoptIndex = -1;
    if (selected >= 0 && selected < static_cast<int>(results.size())) {
        const ScenarioResult& r = results[static_cast<size_t>(selected)];
        if (r.valid && r.choice.reached && !(r.choice.inputs == r.inputs) &&
            level.mode != core::ServiceLevelMode::OperatingPoint) {
            m_adoptIndex = selected;
            m_adoptable = r.choice.inputs;
        }
    }
    m_adopt->setEnabled(m_adoptIndex >= 0);
}

bool ServiceLevelBar::adoptSelected()
{
    if (m_adoptIndex < 0 || m_adoptIndex >= m_document->scenarioCount())
        return false;
    m_document->endMergeSequence();
    m_document->setInputs(m_adoptIndex, m_adoptable, tr("Use the chosen configuration"));
    m_document->endMergeSequence();
    return true;
}

QString ServiceLevelBar::captionText() const
{
    return m_caption->text();
}

} // namespace tf::ui
