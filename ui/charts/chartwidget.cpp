#include "ui/charts/chartwidget.h"

#include "ui/charts/chartstyle.h"
#include "ui/wrappedtooltips.h"

#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QLegend>

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace tf::ui {

ChartWidget::ChartWidget(QWidget* parent) : QWidget(parent)
{
    m_chart = new QChart;
    chartstyle::applyTheme(m_chart);
    // Qt's legend counts its side margins up to five times against its entries' room: thin ones
    // leave the scenarios' names whole where 9 px margins had them shortened.
    if (QGraphicsLayout* legendLayout = m_chart->legend()->layout()) {
        qreal left = 0, top = 0, right = 0, bottom = 0;
        legendLayout->getContentsMargins(&left, &top, &right, &bottom);
        legendLayout->setContentsMargins(2, top, 2, bottom);
    }
    m_view = new QChartView(m_chart, this); // the view owns the chart
    m_view->setRenderHint(QPainter::Antialiasing, true);
    m_view->setFrameShape(QFrame::NoFrame);
    // Chart items move on every update; a BSP index would be rebuilt each time for nothing.
    m_view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    // The whole scene is cheap to redraw; avoids per-item bookkeeping of partial updates.
    m_view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    m_view->setMouseTracking(true);
    m_view->viewport()->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setMinimumSize(280, 200);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { relayoutOverlays(); });
}

QString ChartWidget::shownTitle() const
{
    const QString shown = m_chart->title();
    return shown.isEmpty() ? title() : shown;
}

QStringList ChartWidget::legendLabels() const
{
    QStringList labels;
    for (QLegendMarker* marker : m_chart->legend()->markers())
        if (marker->isVisible())
            labels << marker->label();
    return labels;
}

ChartWidget::~ChartWidget() = default;

void ChartWidget::showHoverText(const QString& text)
{
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), wrappedToolTip(text), m_view);
}

void ChartWidget::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    const double factor = on ? kPresentationScale : 1 / kPresentationScale;
    auto scaled = [factor](QFont font) {
        font.setPointSizeF(font.pointSizeF() * factor);
        return font;
    };
    m_chart->setTitleFont(scaled(m_chart->titleFont()));
    m_chart->legend()->setFont(scaled(m_chart->legend()->font()));
    for (QAbstractAxis* axis : m_chart->axes()) {
        axis->setTitleFont(scaled(axis->titleFont()));
        axis->setLabelsFont(scaled(axis->labelsFont()));
    }
    for (QGraphicsItem* item : m_chart->childItems())
        if (auto* text = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text->setFont(scaled(text->font()));
    relayoutOverlays();
}

bool ChartWidget::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::Paint) {
            // Before any paint: after new data, a rename or a resize. The entries place their texts
            // as they are laid out, which the invalidation asks for.
            if (fitLegendLabels() && m_chart->legend()->layout())
                m_chart->legend()->layout()->invalidate();
            // Qt Charts creates label items as ticks come and go: new ones get their cache here.
            const int count = static_cast<int>(m_view->scene()->items().size());
            if (count != m_itemCount) {
                setItemCaching(true);
                m_itemCount = count;
            }
        } else if (event->type() == QEvent::MouseMove) {
            const auto* move = static_cast<QMouseEvent*>(event);
            const QPointF scene = m_view->mapToScene(move->position().toPoint());
            const QString text = hoverTextAt(m_chart->mapFromScene(scene));
            if (!text.isEmpty() || m_hoverShown) {
                showHoverText(text);
                m_hoverShown = !text.isEmpty();
            }
        } else if (event->type() == QEvent::MouseButtonRelease) {
            const auto* click = static_cast<QMouseEvent*>(event);
            if (click->button() == Qt::LeftButton)
                clickedAt(m_chart->mapFromScene(m_view->mapToScene(click->position().toPoint())));
        } else if (event->type() == QEvent::Leave && m_hoverShown) {
            showHoverText(QString());
            m_hoverShown = false;
        } else if (event->type() == QEvent::ToolTip && QToolTip::isVisible()) {
            // The scene answers the help event a resting mouse brings with the tooltip of its
            // items, none, which hid a point's or a bar's text about a second after it was shown.
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QPoint ChartWidget::widgetPositionOf(const QPointF& value) const
{
    const QPointF scene = m_chart->mapToScene(m_chart->mapToPosition(value));
    return m_view->viewport()->mapTo(this, m_view->mapFromScene(scene));
}

void ChartWidget::settleLayout()
{
    // The chart and its legend lay out on posted events; an export cannot wait for the next
    // event loop turn, so run them now: once for the size, again for the legend's fitted texts.
    const auto layOut = [this] {
        if (m_chart->layout())
            m_chart->layout()->activate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (QGraphicsLayout* legendLayout = m_chart->legend()->layout())
            legendLayout->activate();
    };
    layOut();
    if (fitLegendLabels() && m_chart->legend()->layout())
        m_chart->legend()->layout()->invalidate(); // the entries' texts are set as they are placed
    layOut();
    relayoutOverlays();
}

namespace {

/// What a bottom legend entry takes besides its text, as read from the entries Qt has laid out
/// (0 where none is): margins, the swatch, a space and the text's document margins (Qt Charts'
/// LegendMarkerItem).
double measuredLegendEntryExtraPx(const QLegend* legend, const QFontMetricsF& metrics)
{
    double extraPx = 0;
    std::vector<const QGraphicsItem*> pending{legend};
    while (!pending.empty()) {
        const QGraphicsItem* item = pending.back();
        pending.pop_back();
        const auto* text = qgraphicsitem_cast<const QGraphicsTextItem*>(item);
        if (text && text->isVisible() && text->parentItem() && !text->toPlainText().isEmpty()) {
            extraPx = std::max(extraPx, text->parentItem()->boundingRect().width() -
                                            metrics.horizontalAdvance(text->toPlainText()));
        }
        for (const QGraphicsItem* child : item->childItems())
            pending.push_back(child);
    }
    return extraPx;
}

/// The width a bottom legend has for its entries as Qt's LegendLayout counts it: the chart's less
/// its margins and its layout's (9 px a side), less the legend's own margins, the left one thrice
/// and the right one twice. (The legend's geometry is not read: it lags a resize.)
double legendRoomPx(const QChart* chart)
{
    constexpr double kChartLayoutMarginsPx = 2 * 9;
    const QLegend* legend = chart->legend();
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (legend->layout())
        legend->layout()->getContentsMargins(&left, &top, &right, &bottom);
    return chart->size().width() - chart->margins().left() - chart->margins().right() - kChartLayoutMarginsPx -
           3 * left - 2 * right;
}

/// `whole` shortened in its middle to `widthPx`, keeping a baseline's tag ("H200…FP8 (base)"):
/// elided as one text, the tag was what went ("H2…e)").
QString shortenedLegendLabel(const QString& whole, const QFontMetricsF& metrics, double widthPx)
{
    const QString tag = chartstyle::baselineTag();
    const double tagPx = metrics.horizontalAdvance(tag);
    if (!whole.endsWith(tag) || widthPx - tagPx < 4 * metrics.averageCharWidth())
        return metrics.elidedText(whole, Qt::ElideMiddle, widthPx);
    return metrics.elidedText(whole.chopped(tag.size()), Qt::ElideMiddle, widthPx - tagPx) + tag;
}

} // namespace

double ChartWidget::legendEntryExtraPx() const
{
    // Plus the spacing between entries (LegendLayout's margin) and a few pixels spare. Where the
    // entries overrun, Qt cuts every one again at its end ("GB300 NVL72 ..."). Read once for a
    // font: the scene walk was a slider event's cost otherwise.
    constexpr double kSpacingAndSparePx = 3 + 3; // 3 spare: a measured diamond is wider than a line
    const QFont font = m_chart->legend()->font();
    const QFontMetricsF metrics(font);
    if (m_legendExtraPx <= 0 || font != m_legendExtraFont) {
        m_legendExtraPx = measuredLegendEntryExtraPx(m_chart->legend(), metrics);
        m_legendExtraFont = font;
    }
    return (m_legendExtraPx > 0 ? m_legendExtraPx : metrics.height() + 18) + kSpacingAndSparePx;
}

bool ChartWidget::legendHoldsWhole(const QStringList& names) const
{
    const QFontMetricsF metrics(m_chart->legend()->font());
    const double entryExtraPx = legendEntryExtraPx();
    double widthPx = 0;
    for (const QString& name : names)
        widthPx += metrics.horizontalAdvance(name) + entryExtraPx;
    return widthPx <= legendRoomPx(m_chart);
}

bool ChartWidget::fitLegendLabels()
{
    QLegend* legend = m_chart->legend();
    const bool hiddenForRoom = !m_entriesHiddenForRoom.empty();
    if ((!legend->isVisible() && !hiddenForRoom) || (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight)))
        return false;
    const QFontMetricsF metrics(legend->font());
    const double entryExtra = legendEntryExtraPx();
    std::vector<std::pair<QLegendMarker*, QString>> entries; // visible entries and their whole texts
    for (QLegendMarker* marker : legend->markers()) {
        const bool shown = hiddenForRoom ? std::find(m_entriesHiddenForRoom.begin(), m_entriesHiddenForRoom.end(),
                                                     marker) != m_entriesHiddenForRoom.end()
                                         : marker->isVisible();
        if (!shown)
            continue;
        const bool named = marker->type() == QLegendMarker::LegendMarkerTypeXY;
        entries.emplace_back(marker, named ? marker->series()->name() : marker->label());
    }
    const double room = legendRoomPx(m_chart) - static_cast<double>(entries.size()) * entryExtra;
    if (entries.empty())
        return false;
    // A fair share: the shortest keep their whole text, the rest share what is left equally.
    std::vector<double> widths;
    for (const auto& entry : entries)
        widths.push_back(metrics.horizontalAdvance(entry.second));
    std::vector<double> sorted = widths;
    std::sort(sorted.begin(), sorted.end());
    double left = room;
    double share = room / static_cast<double>(sorted.size());
    for (size_t i = 0; i < sorted.size(); ++i) {
        share = left / static_cast<double>(sorted.size() - i);
        if (sorted[i] > share)
            break;
        left -= sorted[i];
    }
    // Shortened below about ten characters the names no longer tell the scenarios apart ("H20…se)",
    // "GB…P4"): the legend goes, until there is room again. The scenario list beside the charts shows
    // each colour with its name, and hovering a point names it.
    const bool crowded = room <= 0 || (sorted.back() > share && share < 10 * metrics.averageCharWidth());
    if (crowded != hiddenForRoom) {
        m_entriesHiddenForRoom.clear();
        if (crowded) {
            for (const auto& entry : entries)
                m_entriesHiddenForRoom.emplace_back(entry.first);
        }
        legend->setVisible(!crowded);
    }
    if (crowded)
        return false;
    bool changed = false;
    for (size_t i = 0; i < entries.size(); ++i) {
        auto& [marker, whole] = entries[i];
        if (marker->type() != QLegendMarker::LegendMarkerTypeXY)
            continue;
        const QString label = widths[i] <= share ? whole : shortenedLegendLabel(whole, metrics, share);
        if (marker->label() != label) {
            marker->setLabel(label);
            changed = true;
        }
    }
    return changed;
}

void ChartWidget::setItemCaching(bool on)
{
    // Antialiased grid lines and round-capped legend strokes are a large share of a repaint, yet
    // rarely change between slider events: painted once into a pixmap, they are blitted afterwards
    // (an item re-renders its cache when it changes). Text items stay uncached: Qt Charts edits
    // label documents in place, and a cached label can then come out blank.
    const QGraphicsItem::CacheMode mode = on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    for (QGraphicsItem* item : m_view->scene()->items()) {
        const bool cache = qgraphicsitem_cast<QGraphicsLineItem*>(item) != nullptr;
        if (cache && item->cacheMode() != mode)
            item->setCacheMode(mode);
    }
}

void ChartWidget::renderTo(QPainter* painter, const QRectF& target)
{
    // Lay the chart out at the target size, paint the scene, then restore the on-screen layout.
    // Caches are pixmaps: printing and PDF/SVG export draw text and lines as vectors instead.
    setItemCaching(false);
    m_itemCount = -1;
    const QRectF previous = m_chart->geometry();
    m_chart->resize(target.size());
    settleLayout();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    m_chart->scene()->render(painter, target, QRectF(m_chart->pos(), target.size()));
    painter->restore();
    m_chart->setGeometry(previous);
    settleLayout();
}

QImage ChartWidget::toImage(QSize logicalSize, qreal devicePixelRatio)
{
    const qreal ratio = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    QImage image(logicalSize * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderTo(&painter, QRectF(QPointF(0, 0), QSizeF(logicalSize)));
    return image;
}

} // namespace tf::ui
