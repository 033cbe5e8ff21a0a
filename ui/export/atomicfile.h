#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>

namespace tf::ui {

/// Writes `bytes` to `path` through QSaveFile: the old file stays intact unless the whole new
/// content was written and committed.
core::Status writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace tf::ui
