// Assembles host commands from serial bytes and validates them (PROTOCOL.md, "Host -> device").
// Any byte sequence is accepted: long lines are discarded up to the next LF, and every
// malformed line becomes an error value, never undefined behaviour.
#pragma once
#include <Arduino.h>

enum class CommandType : uint8_t { None, Ping, Id, Rate, Start, Stop, Mode, DigitalWrite, Pwm, Tone };

// MODE's argument (protocol 2): a user pin as input, input with pull-up, output or PWM output.
enum class PinMode : uint8_t { In, Pullup, Out, Pwm };

enum class CommandError : uint8_t { None, TooLong, Checksum, Unknown, BadArg };

struct Command {
  CommandType type = CommandType::None;
  CommandError error = CommandError::None;
  uint16_t id = 0;   // 0 when it could not be read
  uint8_t rate = 0;  // RATE's argument
  uint8_t pin = 0;   // MODE, DW, PWM, TONE: the pin (range checked by UserPins)
  PinMode mode = PinMode::In;
  uint16_t value = 0;  // DW 0/1, PWM 0..255, TONE hz (0 = silence)
  uint16_t ms = 0;     // TONE duration (0 = until silenced)
};

class CommandReader {
 public:
  /** Feeds one byte; returns true when a line ended and `cmd` holds a command or an error. */
  bool feed(uint8_t byte, Command& cmd);

 private:
  void parse(Command& cmd);
  static const uint8_t kMax = 31;  // 32 bytes including the LF
  char buf_[kMax + 1];
  uint8_t len_ = 0;
  bool overflow_ = false;
};

const char* commandErrorCode(CommandError e);
