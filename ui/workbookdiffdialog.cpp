#include "ui/workbookdiffdialog.h"

#include "ui/snapshotdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QSaveFile>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tf::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString inputRowHtml(const core::InputChange& c)
{
    return QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
        .arg(esc(inputKeyLabel(qs(c.key))), esc(inputValueText(c.before)), esc(inputValueText(c.after)));
}

QString figureRowHtml(const core::FigureChange& f)
{
    const QString id = qs(f.metric);
    return QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
        .arg(esc(figureLabel(id)), esc(figureText(id, f.before)), esc(figureText(id, f.after)));
}

QString namesHtml(const QString& title, const std::vector<std::string>& names)
{
    if (names.empty())
        return {};
    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(esc(title));
    for (const std::string& n : names)
        html += QStringLiteral("<li>%1</li>").arg(esc(qs(n)));
    return html + QStringLiteral("</ul>");
}

} // namespace

QString catalogChangeText(const core::CatalogEntryChange& change)
{
    const QString id = qs(change.id);
    const bool added = change.change == "added";
    const bool removed = change.change == "removed";
    if (change.kind == "hardware")
        return added     ? WorkbookDiffDialog::tr("Custom hardware \u201c%1\u201d added").arg(id)
               : removed ? WorkbookDiffDialog::tr("Custom hardware \u201c%1\u201d removed").arg(id)
                         : WorkbookDiffDialog::tr("Custom hardware \u201c%1\u201d redefined").arg(id);
    if (change.kind == "model")
        return added     ? WorkbookDiffDialog::tr("Custom model \u201c%1\u201d added").arg(id)
               : removed ? WorkbookDiffDialog::tr("Custom model \u201c%1\u201d removed").arg(id)
                         : WorkbookDiffDialog::tr("Custom model \u201c%1\u201d redefined").arg(id);
    return added     ? WorkbookDiffDialog::tr("Calibration profile \u201c%1\u201d added").arg(id)
           : removed ? WorkbookDiffDialog::tr("Calibration profile \u201c%1\u201d removed").arg(id)
                     : WorkbookDiffDialog::tr("Calibration profile \u201c%1\u201d redefined").arg(id);
}

WorkbookDiffDialog::WorkbookDiffDialog(core::WorkbookDiff diff, const QString& mineName, const QString& theirsName,
                                       QWidget* parent)
    : QDialog(parent), m_diff(std::move(diff)), m_mine(mineName), m_theirs(theirsName)
{
    setWindowTitle(tr("Compare workbooks"));
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({QString(), tr("Mine: %1").arg(m_mine), tr("Theirs: %1").arg(m_theirs)});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    fillTree();
    m_tree->expandAll();

    auto* note = new QLabel(tr("Each workbook's figures are computed with its own hardware and models, at its own "
                               "service level. Nothing in either file was changed."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* pdf = buttons->addButton(tr("Export &PDF\u2026"), QDialogButtonBox::ActionRole);
    connect(pdf, &QPushButton::clicked, this, &WorkbookDiffDialog::askAndExportPdf);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(900, 560);
}

void WorkbookDiffDialog::fillTree()
{
    const auto group = [this](const QString& title) {
        auto* item = new QTreeWidgetItem(m_tree, {title});
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        return item;
    };
    if (m_diff.empty())
        group(tr("The two workbooks hold the same scenarios, inputs and figures"));
    if (!m_diff.addedScenarios.empty()) {
        QTreeWidgetItem* added = group(tr("Scenarios only in theirs (added)"));
        for (const std::string& n : m_diff.addedScenarios)
            new QTreeWidgetItem(added, {qs(n), QStringLiteral("\u2013"), tr("added")});
    }
    if (!m_diff.removedScenarios.empty()) {
        QTreeWidgetItem* removed = group(tr("Scenarios only in mine (removed)"));
        for (const std::string& n : m_diff.removedScenarios)
            new QTreeWidgetItem(removed, {qs(n), tr("removed"), QStringLiteral("\u2013")});
    }
    for (const core::ScenarioChange& change : m_diff.changedScenarios)
        addScenarioChange(change);
    if (!m_diff.catalogChanges.empty()) {
        QTreeWidgetItem* catalog = group(tr("Hardware and models the figures rest on"));
        for (const core::CatalogEntryChange& c : m_diff.catalogChanges)
            new QTreeWidgetItem(catalog, {catalogChangeText(c)});
    }
    if (m_diff.workbookNotesChanged || m_diff.serviceLevelChanged || m_diff.snapshotsAdded || m_diff.snapshotsRemoved) {
        QTreeWidgetItem* workbook = group(tr("Workbook"));
        if (m_diff.workbookNotesChanged)
            new QTreeWidgetItem(workbook, {tr("Workbook notes changed")});
        if (m_diff.serviceLevelChanged)
            new QTreeWidgetItem(workbook, {tr("Service level changed")});
        if (m_diff.snapshotsAdded || m_diff.snapshotsRemoved)
            new QTreeWidgetItem(
                workbook,
                {tr("Snapshots: %1 added, %2 removed").arg(m_diff.snapshotsAdded).arg(m_diff.snapshotsRemoved)});
    }
}

void WorkbookDiffDialog::addScenarioChange(const core::ScenarioChange& change)
{
    auto* item = new QTreeWidgetItem(m_tree, {tr("Changed: %1").arg(qs(change.name))});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    if (!change.inputs.empty()) {
        auto* inputs = new QTreeWidgetItem(item, {tr("Inputs")});
        for (const core::InputChange& c : change.inputs)
            new QTreeWidgetItem(inputs, {inputKeyLabel(qs(c.key)), inputValueText(c.before), inputValueText(c.after)});
    }
    if (!change.outputs.empty()) {
        auto* outputs = new QTreeWidgetItem(item, {tr("Figures")});
        for (const core::FigureChange& f : change.outputs) {
            const QString id = qs(f.metric);
            new QTreeWidgetItem(outputs, {figureLabel(id), figureText(id, f.before), figureText(id, f.after)});
        }
    }
    if (!change.outputsError.empty())
        new QTreeWidgetItem(item, {tr("Figures not compared: %1").arg(qs(change.outputsError))});
    if (change.notesChanged)
        new QTreeWidgetItem(item, {tr("Notes changed")});
    if (change.baselineChanged)
        new QTreeWidgetItem(item, {tr("Baseline flag changed")});
}

QString WorkbookDiffDialog::html() const
{
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(esc(tr("What changed between two workbooks")),
                            esc(tr("Mine: %1 \u2014 theirs: %2").arg(m_mine, m_theirs)));
    if (m_diff.empty())
        html +=
            QStringLiteral("<p>%1</p>").arg(esc(tr("The two workbooks hold the same scenarios, inputs and figures")));
    html += namesHtml(tr("Scenarios only in theirs (added)"), m_diff.addedScenarios);
    html += namesHtml(tr("Scenarios only in mine (removed)"), m_diff.removedScenarios);
    const QString header = QStringLiteral("<tr><th align=left>%1</th><th align=left>%2</th><th align=left>%3</th></tr>")
                               .arg(QString(), esc(tr("Mine")), esc(tr("Theirs")));
    for (const core::ScenarioChange& c : m_diff.changedScenarios) {
        html += QStringLiteral("<h3>%1</h3><table border=1 cellspacing=0 cellpadding=4>%2")
                    .arg(esc(tr("Changed: %1").arg(qs(c.name))), header);
        for (const core::InputChange& i : c.inputs)
            html += inputRowHtml(i);
        for (const core::FigureChange& f : c.outputs)
            html += figureRowHtml(f);
        html += QStringLiteral("</table>");
        if (c.notesChanged)
            html += QStringLiteral("<p>%1</p>").arg(esc(tr("Notes changed")));
    }
    if (!m_diff.catalogChanges.empty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Hardware and models the figures rest on")));
        for (const core::CatalogEntryChange& c : m_diff.catalogChanges)
            html += QStringLiteral("<li>%1</li>").arg(esc(catalogChangeText(c)));
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(esc(tr("Each workbook's figures are computed with its own hardware and models, at its own "
                            "service level.")));
    return html;
}

bool WorkbookDiffDialog::exportPdf(const QString& path, QString* error) const
{
    // Written beside the target and renamed over it: a failure leaves an older PDF as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(tr("Compare workbooks"));
        QTextDocument document;
        document.setHtml(html());
        document.print(&writer);
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void WorkbookDiffDialog::askAndExportPdf()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export comparison as PDF"), QString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPdf(path, &error))
        QMessageBox::warning(this, tr("Export failed"), tr("The PDF was not written.\n\n%1").arg(error));
}

} // namespace tf::ui
