#include "ui/scenariolistmodel.h"

#include "core/precision.h"
#include "ui/catalognames.h"
#include "ui/documentmodel.h"

#include <QColor>
#include <QFont>

namespace tf::ui {

ScenarioListModel::ScenarioListModel(DocumentModel* document, QObject* parent)
    : QAbstractListModel(parent), m_document(document), m_rows(document->scenarioCount())
{
    connect(document, &DocumentModel::scenarioListChanged, this, [this] {
        if (m_rows != m_document->scenarioCount()) {
            beginResetModel();
            m_rows = m_document->scenarioCount();
            endResetModel();
        } else if (m_rows > 0) {
            emit dataChanged(index(0), index(m_rows - 1));
        }
    });
    connect(document, &DocumentModel::inputsChanged, this, [this](int row) {
        if (row >= 0 && row < m_rows)
            emit dataChanged(index(row), index(row), {Qt::ToolTipRole});
    });
}

int ScenarioListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant ScenarioListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_document->scenarioCount())
        return {};
    const core::ScenarioRecord& record = m_document->scenario(index.row());
    const bool baseline = index.row() == m_document->baselineIndex();
    switch (role) {
    case Qt::DisplayRole:
        return baseline ? tr("%1  (baseline)").arg(QString::fromStdString(record.name))
                        : QString::fromStdString(record.name);
    case Qt::EditRole:
        return QString::fromStdString(record.name);
    case Qt::DecorationRole:
        return m_document->scenarioColour(index.row());
    case Qt::FontRole: {
        QFont font;
        font.setBold(baseline);
        return font;
    }
    case Qt::ToolTipRole:
        return tr("%1 \u00b7 %2 \u00b7 %3 \u00b7 batch %4")
            .arg(hardwareName(&m_document->catalog(), record.inputs.hardwareId),
                 modelName(&m_document->catalog(), record.inputs.modelId),
                 QString::fromLatin1(core::precisionLabel(record.inputs.precision).data()))
            .arg(record.inputs.batch);
    default:
        return {};
    }
}

bool ScenarioListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    // A name that is empty or another scenario's is refused where it was typed (the view keeps
    // the old name), and the window says why.
    if (const QString refusal = m_document->renameRefusal(index.row(), value.toString()); !refusal.isEmpty()) {
        emit renameRefused(refusal);
        return false;
    }
    m_document->renameScenario(index.row(), value.toString());
    return true;
}

Qt::ItemFlags ScenarioListModel::flags(const QModelIndex& index) const
{
    return QAbstractListModel::flags(index) | (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

} // namespace tf::ui
