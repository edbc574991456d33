//! 华容道的文字，简体中文。

use crate::lang::klotski::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "华容道：",
        Hero => "Cáo Cāo",
        Goal => "目标：让大方块曹操从下方的出口逃出。",
        Moves => "步数 {0}",
        Fewest => "最少 {0} 步",
        FewestHeading => "最少",
        Best => "最佳 {0} 步",
        BestTime => "用时 {0}",
        ChooseSaid => "华容道：选择布局",
        LayoutSaid => "{0} {1}：最少 {2} 步",
        MovesSaid => "华容道，已走 {0} 步",
        LayoutFewest => "{0}（{1}）：从开局最少 {2} 步",
        RowSaid => "第 {0} 行：{1}",
        CursorEmpty => "光标在第 {0} 行第 {1} 列：空",
        CursorBlock => "光标在第 {0} 行第 {1} 列：方块 {2}",
        PickedSaid => "已拿起一个方块：方向键移动它",
        MenuHint => "提示：最少步解法的下一步",
        MenuSolve => "演示从这里起的最少步解法",
        MenuLayouts => "新游戏：换一个布局",
        MenuRestart => "重新开始这个布局",
        MenuRedo => "重做",
        AskRestart => "重新开始这个布局吗？已走的步数会丢失。",
        AskOpen => "打开这个布局吗？盘面上已走的步数会丢失。",
        Blocked => "走不动",
        Escapes => "曹操用 {0} 步逃出华容道",
        Searching => "搜索中",
        Fault => "无法进行：{0}",
        AlreadyOut => "曹操已经逃出",
        Hint => "把 {0} 向{1}移：从这里最少 {2} 步",
        Then => "，再向",
        Run => "{0} {1} 格",
        Up => "上",
        Down => "下",
        Left => "左",
        Right => "右",
        Shortest => "最短：从这里 {0} 步",
        CannotSolve => "本应用只有 {0} KiB 内存，无法从这里求解",
        SearchingOut => "搜索中：已到第 {0} 步",
        Tracing => "最短 {0} 步；回溯 {1}/{2}",
        NoSolution => "无解：曹操永远逃不出",
        Stopped => "已停止",
        HelpPlay => "开始",
        HelpBack => "回到棋盘",
        Working => "计算中",
        HelpSlide => "滑动",
        HelpPutDown => "放下",
        HelpUndo => "撤销",
        HelpMove => "移动",
        HelpPickUp => "拿起",
        HelpMenu => "提示、求解",
        RulesGoal => {
            "华容道：滑动方块，直到大方块曹操从底部的出口逃出。拿起一个方块滑动；在另一个\
             方块移动之前，它的连续滑动只算一步。"
        }
        RulesMenu => {
            "菜单里的提示给出从当前局面起最少步解法的下一步，以及还剩几步；菜单还能演示这些\
             步，每秒四步（可暂停、单步），重新开始本布局，或打开另一个：传统布局，第一个是\
             横刀立马。"
        }
        KeyArrows => "移动光标；拿起的方块随之滑动",
        KeyOk => "拿起或放下方块",
        KeyUndo => "撤销上一步",
        KeyMenu => "提示、求解、换布局、重来",
        KeyBack => "放下方块；回主页，进度保留",
    }
}
