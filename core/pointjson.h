#pragma once

#include "core/evaluation.h"

#include <QJsonObject>

namespace tf::core {

/// The fields every evaluated point carries in CLI and export output (see README "Metrics").
QJsonObject pointToJson(const PointMetrics& point);
/// pointToJson plus the profile, cost build-up and warnings of a full evaluation.
QJsonObject evaluationToJson(const Evaluation& evaluation);

} // namespace tf::core
