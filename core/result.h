#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace tf::core {

/// An error that crosses a layer boundary as a value: one line a user can act on.
struct Error
{
    std::string message;
};

/// Either a value or an Error. Small on purpose; C++20 has no std::expected.
template <typename T>
class Result
{
public:
    Result(T value) : m_state(std::move(value)) { }
    Result(Error error) : m_state(std::move(error)) { }

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const std::string& error() const { return std::get<Error>(m_state).message; }

private:
    std::variant<T, Error> m_state;
};

/// Result for operations that produce nothing but may fail.
class Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error.message)) { }
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return *m_error; }

private:
    std::optional<std::string> m_error;
};

} // namespace tf::core
