// Ties the drivers to the serial protocol (hardware/PROTOCOL.md).
#include <Arduino.h>
#include <SPI.h>
#include "command_reader.h"
#include "hx711.h"
#include "idle.h"
#include "line_writer.h"
#include "mfrc522.h"
#include "pins.h"
#include "rig.h"
#include "tag_watch.h"
#include "user_pins.h"

namespace {
const uint16_t kRfidPollMs = 50;
const uint16_t kHeartbeatMs = 1000;
const uint16_t kTimeoutRepeatMs = 1000;

LineWriter line(Serial);
CommandReader commands;
Hx711Pair scale;
Mfrc522 readers[2];
TagWatch watches[2];
bool readerPresent[2] = {false, false};
UserPins userPins;
bool streaming = true;
bool saturated[2] = {false, false};
uint32_t lastTimeoutReport[2];
bool timeoutReported[2] = {false, false};
uint32_t lastHeartbeat = 0;
uint32_t lastPoll = 0;
uint8_t nextReader = 0;
// Protocol 3: the polls of each reader while a card lay on it, since the last READS line.
uint16_t cardReads[2] = {0, 0};
uint16_t cardMisses[2] = {0, 0};

void sendHello() {
  line.begin("HELLO").str("proto=" QM_PROTOCOL).str("fw=" QM_FIRMWARE_VERSION).str("board=" QM_BOARD)
      .str(readerPresent[1] ? "caps=scale2,rfid,rfid2,rate" : "caps=scale2,rfid,rate")
      .str("rate=").raw(scale.rate() == 80 ? "80" : "10").send();
}

void sendError(const char* code, int32_t detail, bool hasDetail) {
  line.begin("ERR").u32(millis()).str(code);
  if (hasDetail) line.i32(detail);
  line.send();
}

void ack(uint16_t id) { line.begin("ACK").u32(id).send(); }

void nakBadArg(uint16_t id) { line.begin("NAK").u32(id).str("CMD_BAD_ARG").send(); }

void handlePin(const Command& c) {
  bool ok = false;
  switch (c.type) {
    case CommandType::Mode:
      ok = userPins.setMode(c.pin, c.mode);
      // An input's ACK carries its level, so the host knows it without waiting for a change.
      if (ok && (c.mode == PinMode::In || c.mode == PinMode::Pullup)) {
        line.begin("ACK").u32(c.id).u32(userPins.level(c.pin)).send();
        return;
      }
      break;
    case CommandType::DigitalWrite: ok = userPins.write(c.pin, (uint8_t)c.value); break;
    case CommandType::Pwm: ok = userPins.pwm(c.pin, (uint8_t)c.value); break;
    case CommandType::Tone: ok = userPins.tone(c.pin, c.value, c.ms); break;
    default: break;
  }
  if (ok) ack(c.id);
  else nakBadArg(c.id);
}

void handle(const Command& c) {
  if (c.error != CommandError::None) {
    if (c.id != 0 && c.error != CommandError::TooLong && c.error != CommandError::Checksum)
      line.begin("NAK").u32(c.id).str(commandErrorCode(c.error)).send();
    else
      sendError(commandErrorCode(c.error), 0, false);
    return;
  }
  switch (c.type) {
    case CommandType::Ping: ack(c.id); break;
    case CommandType::Id: sendHello(); ack(c.id); break;
    case CommandType::Rate:
      scale.setRate(c.rate);
      line.begin("ACK").u32(c.id).u32(c.rate).send();
      break;
    case CommandType::Start: streaming = true; ack(c.id); break;
    case CommandType::Stop: streaming = false; ack(c.id); break;
    default: handlePin(c); break;
  }
}

void serviceSerial() {
  // Bounded per loop so a flood of bytes cannot starve the scale and the readers.
  for (uint8_t i = 0; i < 64 && Serial.available() > 0; i++) {
    Command c;
    if (commands.feed((uint8_t)Serial.read(), c)) handle(c);
  }
}

void serviceScale() {
  int32_t raw[2];
  uint8_t got = scale.poll(raw);
  uint32_t now = millis();
  for (uint8_t ch = 0; ch < 2; ch++) {
    if (got & (1 << ch)) {
      timeoutReported[ch] = false;
      if (streaming) line.begin("S").u32(now).u32(ch).i32(raw[ch]).send();
      bool sat = raw[ch] == Hx711Pair::kMax || raw[ch] == Hx711Pair::kMin;
      if (sat && !saturated[ch]) sendError("HX_SATURATED", ch, true);
      saturated[ch] = sat;
    } else if (scale.missing(ch) && (!timeoutReported[ch] || now - lastTimeoutReport[ch] >= kTimeoutRepeatMs)) {
      sendError("HX_TIMEOUT", ch, true);
      timeoutReported[ch] = true;
      lastTimeoutReport[ch] = now;
    }
  }
}

void servicePins() {
  uint8_t pin, high;
  if (userPins.poll(millis(), pin, high)) line.begin("PIN").u32(millis()).u32(pin).u32(high).send();
}

void sendTag(uint8_t reader, const char* what, const Uid& uid) {
  line.begin("TAG").u32(millis()).u32(reader).str(what).hex(uid.bytes, uid.size).send();
}

// Once a second while a card lies on a reader: how many polls read it and how many missed it, so
// that the host can tell a reader that reads every poll from one that barely holds the card.
void sendReadCounts(uint32_t now) {
  for (uint8_t r = 0; r < 2; r++) {
    if (cardReads[r] == 0 && cardMisses[r] == 0) continue;
    line.begin("READS").u32(now).u32(r).u32(cardReads[r]).u32(cardMisses[r]).send();
    cardReads[r] = cardMisses[r] = 0;
  }
}

void serviceReaders() {
  uint32_t now = millis();
  if (now - lastPoll < kRfidPollMs) return;
  lastPoll = now;
  // One reader per poll slot keeps each loop pass short.
  uint8_t r = nextReader;
  nextReader = readerPresent[1] ? (uint8_t)(1 - nextReader) : 0;
  if (!readerPresent[r]) return;
  Uid uid, previous;
  bool found = readers[r].readCard(uid);
  if (found || watches[r].present()) {
    if (found) cardReads[r]++;
    else cardMisses[r]++;
  }
  switch (watches[r].update(found, uid, previous)) {
    case TagWatch::Placed: sendTag(r, "ON", uid); break;
    case TagWatch::Removed: sendTag(r, "OFF", previous); break;
    case TagWatch::Swapped: sendTag(r, "OFF", previous); sendTag(r, "ON", uid); break;
    default: break;
  }
}
}  // namespace

void setup() {
  Serial.begin(115200);
  scale.begin(pins::HX_SCK, pins::HX_DOUT_LEFT, pins::HX_DOUT_RIGHT, pins::HX_RATE, 10);
  pinMode(pins::RFID_SS, OUTPUT);
  digitalWrite(pins::RFID_SS, HIGH);
  pinMode(pins::RFID_SS2, OUTPUT);
  digitalWrite(pins::RFID_SS2, HIGH);
  pinMode(pins::RFID_RST, OUTPUT);
  digitalWrite(pins::RFID_RST, LOW);  // hard reset pulse
  delayMicroseconds(10);
  digitalWrite(pins::RFID_RST, HIGH);
  delay(50);  // oscillator start-up
  SPI.begin();
  readerPresent[0] = readers[0].begin(pins::RFID_SS);
  readerPresent[1] = readers[1].begin(pins::RFID_SS2);
  sendHello();  // seq 0: the host sees a reset
  if (!readerPresent[0]) sendError("RFID_ABSENT", 0, true);
  lastHeartbeat = millis();
}

void loop() {
  serviceSerial();
  serviceScale();
  serviceReaders();
  servicePins();
  uint32_t now = millis();
  if (now - lastHeartbeat >= kHeartbeatMs) {
    lastHeartbeat += kHeartbeatMs;
    line.begin("HB").u32(now).u32(streaming ? 1 : 0).u32(scale.rate()).send();
    sendReadCounts(now);
  }
  idleUntilInterrupt();
}
