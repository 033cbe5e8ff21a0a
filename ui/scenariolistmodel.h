#pragma once

#include <QAbstractListModel>

namespace tf::ui {

class DocumentModel;

/// The workbook's scenarios as a list: name (editable, renames through the undo stack), colour
/// swatch, baseline in bold with a marker.
class ScenarioListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit ScenarioListModel(DocumentModel* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    /// An edit in the list was refused: why (translated).
    void renameRefused(const QString& reason);

private:
    DocumentModel* m_document;
    int m_rows = 0;
};

} // namespace tf::ui
