#include "command_reader.h"
#include "crc8.h"

const char* commandErrorCode(CommandError e) {
  switch (e) {
    case CommandError::TooLong: return "CMD_TOO_LONG";
    case CommandError::Checksum: return "CMD_CHECKSUM";
    case CommandError::Unknown: return "CMD_UNKNOWN";
    case CommandError::BadArg: return "CMD_BAD_ARG";
    default: return "";
  }
}

bool CommandReader::feed(uint8_t byte, Command& cmd) {
  if (byte != '\n') {
    if (len_ < kMax) buf_[len_++] = (char)byte;
    else overflow_ = true;
    return false;
  }
  cmd = Command();
  bool wasOverflow = overflow_;
  overflow_ = false;
  if (wasOverflow) {
    len_ = 0;
    cmd.error = CommandError::TooLong;
    return true;
  }
  if (len_ > 0 && buf_[len_ - 1] == '\r') len_--;
  if (len_ == 0) return false;  // blank line: nothing to answer
  buf_[len_] = 0;
  parse(cmd);
  len_ = 0;
  return true;
}

static int8_t hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// Reads a decimal 1..max token ending at a space or the end; returns 0 if it is not one.
static uint32_t readNumber(const char*& p, uint32_t max) {
  uint32_t v = 0;
  uint8_t digits = 0;
  while (*p >= '0' && *p <= '9') {
    v = v * 10 + (uint32_t)(*p - '0');
    if (++digits > 5 || v > max) return 0;
    p++;
  }
  if (digits == 0 || (*p != 0 && *p != ' ')) return 0;
  return v;
}

// Reads a decimal 0..max token ending at a space or the end; false if it is not one.
static bool readValue(const char*& p, uint32_t max, uint32_t& out) {
  uint32_t v = 0;
  uint8_t digits = 0;
  while (*p >= '0' && *p <= '9') {
    v = v * 10 + (uint32_t)(*p - '0');
    if (++digits > 5 || v > max) return false;
    p++;
  }
  if (digits == 0 || (*p != 0 && *p != ' ')) return false;
  out = v;
  return true;
}

// " value" with value 0..max, then a space or the end.
static bool nextValue(const char*& p, uint32_t max, uint32_t& out) {
  if (*p != ' ') return false;
  p++;
  return readValue(p, max, out);
}

// " IN" | " PULLUP" | " OUT" | " PWM"
static bool nextMode(const char*& p, PinMode& mode) {
  if (*p != ' ') return false;
  p++;
  const char* w = p;
  while (*p && *p != ' ') p++;
  uint8_t n = (uint8_t)(p - w);
  if (n == 2 && !strncmp(w, "IN", 2)) mode = PinMode::In;
  else if (n == 6 && !strncmp(w, "PULLUP", 6)) mode = PinMode::Pullup;
  else if (n == 3 && !strncmp(w, "OUT", 3)) mode = PinMode::Out;
  else if (n == 3 && !strncmp(w, "PWM", 3)) mode = PinMode::Pwm;
  else return false;
  return true;
}

void CommandReader::parse(Command& cmd) {
  // Checksum: body "*" 2 hex digits, body printable ASCII.
  if (len_ < 4 || buf_[len_ - 3] != '*') { cmd.error = CommandError::Checksum; return; }
  int8_t hi = hexDigit(buf_[len_ - 2]), lo = hexDigit(buf_[len_ - 1]);
  uint8_t bodyLen = len_ - 3;
  uint8_t crc = 0;
  for (uint8_t i = 0; i < bodyLen; i++) {
    uint8_t c = (uint8_t)buf_[i];
    if (c < 0x20 || c > 0x7E || c == '*') { cmd.error = CommandError::Checksum; return; }
    crc = crc8Update(crc, c);
  }
  if (hi < 0 || lo < 0 || (uint8_t)((hi << 4) | lo) != crc) { cmd.error = CommandError::Checksum; return; }
  buf_[bodyLen] = 0;

  // type SP id [SP arg]
  const char* p = buf_;
  const char* type = p;
  while (*p && *p != ' ') p++;
  uint8_t typeLen = (uint8_t)(p - type);
  if (*p == ' ') p++;
  cmd.id = (uint16_t)readNumber(p, 65535);
  bool known = true;
  if (typeLen == 4 && !strncmp(type, "PING", 4)) cmd.type = CommandType::Ping;
  else if (typeLen == 2 && !strncmp(type, "ID", 2)) cmd.type = CommandType::Id;
  else if (typeLen == 4 && !strncmp(type, "RATE", 4)) cmd.type = CommandType::Rate;
  else if (typeLen == 5 && !strncmp(type, "START", 5)) cmd.type = CommandType::Start;
  else if (typeLen == 4 && !strncmp(type, "STOP", 4)) cmd.type = CommandType::Stop;
  else if (typeLen == 4 && !strncmp(type, "MODE", 4)) cmd.type = CommandType::Mode;
  else if (typeLen == 2 && !strncmp(type, "DW", 2)) cmd.type = CommandType::DigitalWrite;
  else if (typeLen == 3 && !strncmp(type, "PWM", 3)) cmd.type = CommandType::Pwm;
  else if (typeLen == 4 && !strncmp(type, "TONE", 4)) cmd.type = CommandType::Tone;
  else known = false;
  if (!known) { cmd.type = CommandType::None; cmd.error = CommandError::Unknown; return; }
  if (cmd.id == 0) { cmd.error = CommandError::BadArg; return; }
  if (cmd.type == CommandType::Rate) {
    if (*p != ' ') { cmd.error = CommandError::BadArg; return; }
    p++;
    uint32_t r = readNumber(p, 80);
    if ((r != 10 && r != 80) || *p != 0) { cmd.error = CommandError::BadArg; return; }
    cmd.rate = (uint8_t)r;
  } else if (cmd.type == CommandType::Mode || cmd.type == CommandType::DigitalWrite || cmd.type == CommandType::Pwm ||
             cmd.type == CommandType::Tone) {
    uint32_t pin = 0, value = 0, ms = 0;
    bool ok = nextValue(p, 99, pin);
    if (cmd.type == CommandType::Mode) ok = ok && nextMode(p, cmd.mode);
    else if (cmd.type == CommandType::DigitalWrite) ok = ok && nextValue(p, 1, value);
    else if (cmd.type == CommandType::Pwm) ok = ok && nextValue(p, 255, value);
    else ok = ok && nextValue(p, 20000, value) && nextValue(p, 60000, ms);
    if (!ok || *p != 0) { cmd.error = CommandError::BadArg; return; }
    cmd.pin = (uint8_t)pin;
    cmd.value = (uint16_t)value;
    cmd.ms = (uint16_t)ms;
  } else if (*p != 0) {
    cmd.error = CommandError::BadArg;
  }
}
