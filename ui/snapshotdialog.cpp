#include "ui/snapshotdialog.h"

#include "ui/inputtext.h"

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

QString valueText(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QLocale().toString(value.toDouble(), 'g', 6);
    return {};
}

QString labelFor(const QString& key)
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

} // namespace

std::vector<InputDifference> inputDifferences(const core::ScenarioInputs& snapshot, const core::ScenarioInputs& current)
{
    const QJsonObject before = core::inputsToJson(snapshot);
    const QJsonObject after = core::inputsToJson(current);
    // Field order: catalog choices and modes first, then the numeric fields as the editor lists them.
    QStringList keys = {QStringLiteral("hardware"),  QStringLiteral("model"),   QStringLiteral("framework"),
                        QStringLiteral("precision"), QStringLiteral("serving"), QStringLiteral("pricing")};
    for (const core::InputFieldInfo& info : core::numericInputFields())
        keys << QString::fromLatin1(info.key);
    std::vector<InputDifference> result;
    for (const QString& key : keys) {
        if (before.value(key) != after.value(key))
            result.push_back({labelFor(key), valueText(before.value(key)), valueText(after.value(key))});
    }
    return result;
}

SnapshotDialog::SnapshotDialog(const QString& scenarioName, const core::ScenarioInputs& current,
                               std::vector<core::Snapshot> snapshots, QWidget* parent)
    : QDialog(parent), m_scenarioName(scenarioName), m_current(current), m_snapshots(std::move(snapshots))
{
    setWindowTitle(tr("Snapshots of %1").arg(scenarioName));
    m_list = new QListWidget(this);
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels({tr("Input"), tr("Snapshot"), tr("Now")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto* take = new QPushButton(tr("&Take Snapshot..."), this);
    auto* remove = new QPushButton(tr("&Delete"), this);
    connect(take, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString label = QInputDialog::getText(
            this, tr("Take Snapshot"), tr("Name of the snapshot:"), QLineEdit::Normal,
            tr("as presented on %1").arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)), &ok);
        if (ok && !label.trimmed().isEmpty())
            takeSnapshot(label.trimmed());
    });
    connect(remove, &QPushButton::clicked, this, &SnapshotDialog::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, &SnapshotDialog::compareWith);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);

    auto* left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Snapshots"), this));
    left->addWidget(m_list);
    auto* row = new QHBoxLayout;
    row->addWidget(take);
    row->addWidget(remove);
    left->addLayout(row);
    auto* right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Inputs that differ from now"), this));
    right->addWidget(m_table);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);
    resize(820, 460);
    refreshList();
}

std::vector<size_t> SnapshotDialog::visibleIndexes() const
{
    std::vector<size_t> indexes;
    for (size_t i = 0; i < m_snapshots.size(); ++i) {
        if (QString::fromStdString(m_snapshots[i].scenarioName) == m_scenarioName)
            indexes.push_back(i);
    }
    return indexes;
}

void SnapshotDialog::refreshList()
{
    m_list->clear();
    for (size_t i : visibleIndexes()) {
        const core::Snapshot& s = m_snapshots[i];
        const QDateTime created = QDateTime::fromString(QString::fromStdString(s.createdUtc), Qt::ISODate);
        m_list->addItem(tr("%1 (%2)").arg(QString::fromStdString(s.label),
                                          QLocale().toString(created.toLocalTime(), QLocale::ShortFormat)));
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(m_list->count() - 1);
    else
        m_table->setRowCount(0);
}

void SnapshotDialog::takeSnapshot(const QString& label)
{
    core::Snapshot s;
    s.scenarioName = m_scenarioName.toStdString();
    s.label = label.left(200).toStdString();
    s.createdUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    s.inputs = m_current;
    m_snapshots.push_back(s);
    m_changed = true;
    refreshList();
}

void SnapshotDialog::compareWith(int row)
{
    const std::vector<size_t> indexes = visibleIndexes();
    m_table->setRowCount(0);
    if (row < 0 || size_t(row) >= indexes.size())
        return;
    const std::vector<InputDifference> differences =
        inputDifferences(m_snapshots[indexes[size_t(row)]].inputs, m_current);
    m_table->setRowCount(int(differences.size()));
    for (int r = 0; r < int(differences.size()); ++r) {
        const InputDifference& d = differences[size_t(r)];
        m_table->setItem(r, 0, new QTableWidgetItem(d.label));
        m_table->setItem(r, 1, new QTableWidgetItem(d.snapshot));
        m_table->setItem(r, 2, new QTableWidgetItem(d.current));
    }
}

void SnapshotDialog::removeSelected()
{
    const std::vector<size_t> indexes = visibleIndexes();
    const int row = m_list->currentRow();
    if (row < 0 || size_t(row) >= indexes.size())
        return;
    m_snapshots.erase(m_snapshots.begin() + std::ptrdiff_t(indexes[size_t(row)]));
    m_changed = true;
    refreshList();
}

} // namespace tf::ui
