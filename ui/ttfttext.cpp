#include "ui/ttfttext.h"

#include "core/profile.h"
#include "ui/numberformat.h"

#include <QCoreApplication>

#include <algorithm>

namespace tf::ui {

namespace {
constexpr const char* kContext = "tf::ui::HeadlineCards";

/// A signed median share: "−14%" for −0.141.
QString signedPercentOf(double share)
{
    return format::percentChange(1 + share, 1);
}
} // namespace

QString heldOutTtftNote(const core::CalibrationAccuracy& a)
{
    if (!a.ttftKnown())
        return {};
    const QString note =
        QCoreApplication::translate(kContext, "Held out, the model's TTFT was off by a median \u00b1%1% on "
                                              "models and \u00b1%2% on GPUs the calibration never saw (%3 "
                                              "rows of %4 that measured it under a known load).")
            .arg(format::errorPercent(a.ttftLeaveOneModelOut), format::errorPercent(a.ttftLeaveOneGpuOut))
            .arg(a.ttftRows)
            .arg(QString::fromStdString(a.source));
    // Which way it leans, where both holdouts agree: whoever checks a TTFT objective should know.
    const bool low = std::max(a.ttftBiasLeaveOneModelOut, a.ttftBiasLeaveOneGpuOut) < 0;
    const bool high = std::min(a.ttftBiasLeaveOneModelOut, a.ttftBiasLeaveOneGpuOut) > 0;
    if (!low && !high)
        return note;
    const QString lean =
        low ? QCoreApplication::translate(kContext, "It ran low (median %1 and %2): real TTFTs were mostly longer.")
            : QCoreApplication::translate(kContext, "It ran high (median %1 and %2): real TTFTs were mostly shorter.");
    return note + QLatin1Char(' ') +
           lean.arg(signedPercentOf(a.ttftBiasLeaveOneModelOut), signedPercentOf(a.ttftBiasLeaveOneGpuOut));
}

QString ttftToolTip(const core::CalibrationAccuracy* accuracy)
{
    const QString formula =
        QCoreApplication::translate(kContext, "Time to first token: queueing + prefill of the prompt (+ "
                                              "first decode step, + KV transfer when disaggregated).");
    const QString note = accuracy ? heldOutTtftNote(*accuracy) : QString();
    return note.isEmpty() ? formula : formula + QLatin1Char(' ') + note;
}

} // namespace tf::ui
