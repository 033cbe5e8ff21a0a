#include "ui/snapshotdialog.h"

#include "core/document/workbookdiff.h"
#include "ui/documentmodel.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tf::ui {

namespace {

enum Column { LabelColumn, StoredColumn, RecomputedColumn, NowColumn, ColumnCount };

QString createdText(const core::Snapshot& s)
{
    const QDateTime created = QDateTime::fromString(QString::fromStdString(s.createdUtc), Qt::ISODate);
    return format::dateTime(created.toLocalTime());
}

} // namespace

QString inputValueText(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QLocale().toString(value.toDouble(), 'g', 6);
    if (value.isBool())
        return value.toBool() ? SnapshotDialog::tr("yes") : SnapshotDialog::tr("no");
    return QStringLiteral("\u2013");
}

QString inputKeyLabel(const QString& key)
{
    if (const core::InputFieldInfo* info = core::findInputField(key.toStdString()))
        return inputLabelWithUnit(*info);
    static const std::pair<const char*, const char*> named[] = {
        {"hardware", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Hardware")},
        {"model", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Model")},
        {"framework", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Framework")},
        {"precision", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Precision")},
        {"serving", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Serving")},
        {"pricing", QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "Pricing")},
    };
    for (const auto& [id, text] : named) {
        if (key == QLatin1String(id))
            return SnapshotDialog::tr(text);
    }
    return key;
}

QString figureLabel(const QString& metricId)
{
    // The core's English labels, translated in this dialog's context.
    static const char* const labels[] = {
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "$/Mtok (output)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "$/Mtok (total)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "tok/s/GPU (total)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "tok/s/GPU (output)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "tok/s/user"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "TTFT (ms)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "tok/s/MW (total)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "tok/J (total)"),
        QT_TRANSLATE_NOOP("tf::ui::SnapshotDialog", "$/GPU-h"),
    };
    const auto& metrics = core::outputMetrics();
    for (size_t i = 0; i < metrics.size() && i < std::size(labels); ++i) {
        if (metricId == QLatin1String(metrics[i].id))
            return SnapshotDialog::tr(labels[i]);
    }
    return metricId;
}

QString figureText(const QString& metricId, double value)
{
    return metricId.contains(QLatin1String("usd")) ? format::usd(value) : format::number(value);
}

QString levelText(const core::ServiceLevel& level)
{
    switch (level.mode) {
    case core::ServiceLevelMode::EqualInteractivity:
        return SnapshotDialog::tr("at %1 tok/s/user").arg(format::number(level.targetTokSPerUser));
    case core::ServiceLevelMode::BestUnderSlo:
        return SnapshotDialog::tr("best under SLOs");
    case core::ServiceLevelMode::OperatingPoint:
        break;
    }
    return SnapshotDialog::tr("at the operating point");
}

std::vector<InputDifference> inputDifferences(const core::ScenarioInputs& snapshot, const core::ScenarioInputs& current)
{
    std::vector<InputDifference> result;
    for (const core::InputChange& c : core::inputChanges(snapshot, current))
        result.push_back(
            {inputKeyLabel(QString::fromStdString(c.key)), inputValueText(c.before), inputValueText(c.after)});
    return result;
}

SnapshotDialog::SnapshotDialog(DocumentModel* document, int scenarioIndex, QWidget* parent)
    : QDialog(parent), m_document(document),
      m_scenarioName(QString::fromStdString(document->scenario(scenarioIndex).name))
{
    setWindowTitle(tr("Snapshots of %1").arg(m_scenarioName));
    m_list = new QListWidget(this);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels(
        {QString(), tr("Snapshot (stored)"), tr("Today's model,\nsnapshot inputs"), tr("Now")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(LabelColumn, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* take = new QPushButton(tr("&Take Snapshot..."), this);
    m_restore = new QPushButton(tr("&Restore"), this);
    m_restore->setToolTip(tr("Give the scenario the snapshot's inputs and service level again (Edit \u25b8 Undo "
                             "brings back the current ones)"));
    m_delete = new QPushButton(tr("&Delete"), this);
    connect(take, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString label =
            QInputDialog::getText(this, tr("Take Snapshot"), tr("Name of the snapshot:"), QLineEdit::Normal,
                                  tr("as presented on %1").arg(format::date(QDate::currentDate())), &ok);
        if (ok && !label.trimmed().isEmpty())
            takeSnapshot(label.trimmed());
    });
    connect(m_restore, &QPushButton::clicked, this, [this] { restore(m_list->currentRow()); });
    connect(m_delete, &QPushButton::clicked, this, [this] { remove(m_list->currentRow()); });
    connect(m_list, &QListWidget::currentRowChanged, this, &SnapshotDialog::compareWith);
    // Undo and redo in the window change the list too.
    connect(m_document, &DocumentModel::snapshotsChanged, this, &SnapshotDialog::refreshList);
    connect(m_document, &DocumentModel::inputsChanged, this, [this] { compareWith(m_list->currentRow()); });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);

    auto* left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Snapshots"), this));
    left->addWidget(m_list);
    auto* row = new QHBoxLayout;
    row->addWidget(take);
    row->addWidget(m_restore);
    row->addWidget(m_delete);
    left->addLayout(row);
    auto* right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Inputs that differ from now, and the figures"), this));
    right->addWidget(m_table, 1);
    right->addWidget(m_note);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 5);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);
    resize(1000, 560);
    refreshList();
}

int SnapshotDialog::scenarioIndex() const
{
    for (int i = 0; i < m_document->scenarioCount(); ++i) {
        if (QString::fromStdString(m_document->scenario(i).name) == m_scenarioName)
            return i;
    }
    return -1;
}

std::vector<size_t> SnapshotDialog::visibleIndexes() const
{
    std::vector<size_t> indexes;
    const auto& snapshots = m_document->snapshots();
    for (size_t i = 0; i < snapshots.size(); ++i) {
        if (QString::fromStdString(snapshots[i].scenarioName) == m_scenarioName)
            indexes.push_back(i);
    }
    return indexes;
}

int SnapshotDialog::snapshotCount() const
{
    return static_cast<int>(visibleIndexes().size());
}

void SnapshotDialog::refreshList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (size_t i : visibleIndexes()) {
        const core::Snapshot& s = m_document->snapshots()[i];
        // Two lines: labels often carry a date of their own, and the list is narrow.
        m_list->addItem(tr("%1\ntaken %2").arg(QString::fromStdString(s.label), createdText(s)));
    }
    const bool any = m_list->count() > 0;
    m_restore->setEnabled(any);
    m_delete->setEnabled(any);
    m_list->setCurrentRow(m_list->count() - 1);
    compareWith(m_list->currentRow());
}

void SnapshotDialog::takeSnapshot(const QString& label)
{
    const int index = scenarioIndex();
    if (index < 0)
        return;
    auto outputs = m_document->outputsFor(m_document->scenario(index).inputs);
    // A scenario that cannot be evaluated still keeps its inputs; it just stores no figures.
    m_document->takeSnapshot(index, label, outputs ? *outputs : core::PresentedOutputs{});
}

void SnapshotDialog::restore(int row)
{
    const std::vector<size_t> indexes = visibleIndexes();
    if (row >= 0 && size_t(row) < indexes.size())
        m_document->restoreSnapshot(static_cast<int>(indexes[size_t(row)]));
    compareWith(m_list->currentRow());
}

void SnapshotDialog::remove(int row)
{
    const std::vector<size_t> indexes = visibleIndexes();
    if (row < 0 || size_t(row) >= indexes.size())
        return;
    std::vector<core::Snapshot> after = m_document->snapshots();
    after.erase(after.begin() + std::ptrdiff_t(indexes[size_t(row)]));
    m_document->setSnapshots(after, tr("Delete snapshot"));
}

void SnapshotDialog::addRow(const QString& label, const QString& stored, const QString& recomputed, const QString& now,
                            bool heading)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    const QString texts[ColumnCount] = {label, stored, recomputed, now};
    for (int c = 0; c < ColumnCount; ++c) {
        auto* item = new QTableWidgetItem(texts[c]);
        if (heading) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        m_table->setItem(r, c, item);
    }
}

void SnapshotDialog::compareWith(int row)
{
    const std::vector<size_t> indexes = visibleIndexes();
    m_table->setRowCount(0);
    m_note->clear();
    m_table->setColumnHidden(RecomputedColumn, true);
    const int index = scenarioIndex();
    if (row < 0 || size_t(row) >= indexes.size() || index < 0)
        return;
    const core::Snapshot& snapshot = m_document->snapshots()[indexes[size_t(row)]];
    const std::vector<InputDifference> differences =
        inputDifferences(snapshot.inputs, m_document->scenario(index).inputs);
    addRow(tr("Inputs"), QString(), QString(), QString(), true);
    if (differences.empty())
        addRow(tr("(the same as now)"), QString(), QString(), QString());
    for (const InputDifference& d : differences)
        addRow(d.label, d.snapshot, QString(), d.current);
    showOutputs(snapshot);
}

void SnapshotDialog::showOutputs(const core::Snapshot& snapshot)
{
    addRow(tr("Figures"), QString(), QString(), QString(), true);
    const auto now = m_document->outputsFor(m_document->scenario(scenarioIndex()).inputs);
    if (!snapshot.outputs.stored) {
        m_note->setText(tr("This snapshot was taken by a version that kept inputs only: it has no stored figures."));
        return;
    }
    // Today's model on the snapshot's own inputs, at the level its figures were read at.
    const auto recomputed = core::computeOutputs(snapshot.inputs, m_document->catalog(), snapshot.outputs.level);
    const bool agrees = recomputed && core::sameFigures(snapshot.outputs, *recomputed);
    m_table->setColumnHidden(RecomputedColumn, agrees);
    const auto& metrics = core::outputMetrics();
    for (size_t i = 0; i < metrics.size(); ++i) {
        const QString id = QLatin1String(metrics[i].id);
        addRow(figureLabel(id), figureText(id, snapshot.outputs.values[i]),
               recomputed ? figureText(id, recomputed->values[i]) : QStringLiteral("\u2013"),
               now ? figureText(id, now->values[i]) : QStringLiteral("\u2013"));
    }
    const QString stored = tr("Stored figures, as presented on %1 %2; not recomputed.")
                               .arg(createdText(snapshot), levelText(snapshot.outputs.level));
    // One sentence per line: joined with a space, Chinese would read "。 按".
    m_note->setText(agrees ? stored + QLatin1Char('\n') + tr("Today's model gives the same figures for these inputs.")
                           : stored + QLatin1Char('\n') +
                                 tr("Today's model gives other figures for the same inputs: both are shown."));
}

QString SnapshotDialog::figuresNote() const
{
    return m_note->text();
}

bool SnapshotDialog::showsRecomputedFigures() const
{
    return !m_table->isColumnHidden(RecomputedColumn);
}

} // namespace tf::ui
