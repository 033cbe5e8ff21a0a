#include "ui/foldingsection.h"

#include <QFont>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVariant>

#include <vector>

namespace tf::ui {

namespace {

/// The body a section header folds, or nullptr for any other tool button.
QWidget* sectionBody(QToolButton* header)
{
    return qobject_cast<QWidget*>(header->property("tfSectionBody").value<QObject*>());
}

} // namespace

/// A titled group whose body folds away; keeps the panel short enough to see the key inputs.
QWidget* addFoldingSection(QVBoxLayout* parentLayout, const QString& title, bool expanded)
{
    auto* header = new QToolButton;
    header->setText(title);
    header->setCheckable(true);
    header->setChecked(expanded);
    header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    header->setAutoRaise(true);
    header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
    auto* body = new QWidget;
    body->setVisible(expanded);
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(12, 0, 0, 6);
    QObject::connect(header, &QToolButton::toggled, body, [header, body](bool on) {
        header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        body->setVisible(on);
    });
    header->setProperty("tfSectionBody", QVariant::fromValue<QObject*>(body));
    parentLayout->addWidget(header);
    parentLayout->addWidget(body);
    return body;
}

/// The minimum width of `content` with every folding section open, as a user may open them all.
int widestContentWidth(QWidget* content)
{
    std::vector<QWidget*> folded;
    for (QToolButton* header : content->findChildren<QToolButton*>()) {
        auto* body = sectionBody(header);
        if (body && body->isHidden()) {
            folded.push_back(body);
            body->setVisible(true);
        }
    }
    const int width = content->minimumSizeHint().width();
    for (QWidget* body : folded)
        body->setVisible(false);
    return width;
}

void showFoldingSections(QWidget* parent, bool visible)
{
    for (QToolButton* header : parent->findChildren<QToolButton*>()) {
        QWidget* body = sectionBody(header);
        if (!body)
            continue;
        header->setVisible(visible);
        body->setVisible(visible && header->isChecked());
    }
}

} // namespace tf::ui
