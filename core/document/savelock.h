#pragma once

// The lock that serialises Token Factory's saves of one folder. Internal to core/document/.

#include "core/result.h"

#include <QString>

#include <string>

namespace tf::core::detail {

/// An exclusive advisory lock (flock) on the folder of the file being saved, held from before a
/// save reads the file until after it has replaced it. Locking the folder rather than the file
/// survives the rename that replaces the file, leaves no lock file behind, and is released by
/// the kernel when a process dies. Every Token Factory save takes it; other programs ignore it.
class SaveLock
{
public:
    SaveLock() = default;
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;
    ~SaveLock();

    /// Takes the lock on the folder of `target`, waiting up to 10 s (TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS
    /// overrides it, for tests) for another process's save. Errors name `path`.
    Status acquire(const QString& target, const std::string& path);

private:
    int m_fd = -1;
};

} // namespace tf::core::detail
