#pragma once

#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace tf::ui {

/// Histogram of Monte Carlo samples with the P10, P50 and P90 marked as vertical lines. Painted
/// directly (no Qt Charts items).
class DistributionChart : public QWidget
{
    Q_OBJECT

public:
    explicit DistributionChart(QWidget* parent = nullptr);
    ~DistributionChart() override;

    /// How the percentiles and the axis ends are written: "0.194", or "$0.194" for a cost.
    enum class Values { Plain, Dollars };
    /// Bins `samples` (any order) into `bins` equal-width bins; `axisTitle` names the value.
    void setSamples(const std::vector<double>& samples, double p10, double p50, double p90, const QString& axisTitle,
                    Values values = Values::Plain, int bins = 40);
    void clear();
    int binCount() const;
    /// Samples counted in the bins (equals the samples given).
    int sampleCount() const;
    QString summaryForTests() const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
